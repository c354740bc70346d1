/** Spec 2.1: the public routes (shared, so that features can link to them without importing the app). */
export const PUBLIC_PATHS = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  otpVerification: '/otp-verification',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  /** The older variant's links to the same legal pages. */
  privacyShort: '/privacy',
  termsShort: '/terms',
} as const;

/** Where the admin area starts (spec 2.1); login, code verification and the landing link go there. */
export const ADMIN_HOME = '/admin';

/** Ids of the landing page sections the header links to. */
export const LANDING_SECTIONS = ['home', 'services', 'mobile-app', 'features', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** The landing page with a section anchor, for links from any other page. */
export const landingSectionPath = (section: LandingSection): string => `/#${section}`;
