import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/PageLoading';
import ErrorScreen from './pages/ErrorScreen';
import NotFound from './pages/NotFound';
import { NotBuiltScreen } from './pages/NotBuiltScreen';
import { ADMIN_PAGES, PUBLIC_PATHS, type AdminPage } from './paths';
import RoleScope from './RoleScope';

/** Title keys of the admin pages, all built in later issues except where `element` says otherwise. */
const ADMIN_TITLES: Record<AdminPage, string> = {
  dashboard: 'pages.dashboard',
  users: 'pages.users',
  addUser: 'pages.addUser',
  userDetail: 'pages.userDetail',
  userVerification: 'pages.userVerification',
  companies: 'pages.companies',
  addCompany: 'pages.addCompany',
  companyDetail: 'pages.companyDetail',
  companyVerification: 'pages.companyVerification',
  jobs: 'pages.jobs',
  jobDetail: 'pages.jobDetail',
  jobAssignments: 'pages.jobAssignments',
  roles: 'pages.roles',
  payments: 'pages.payments',
  disputes: 'pages.disputes',
  documents: 'pages.documents',
  notifications: 'pages.notifications',
  settings: 'pages.settings',
  profile: 'pages.profile',
  security: 'pages.security',
  myJobs: 'pages.myJobs',
  accountSettings: 'pages.accountSettings',
};

/** Screens that exist; every other admin page shows its title until its issue lands. */
const ADMIN_SCREENS: Partial<Record<AdminPage, React.ReactNode>> = {};

const adminChildren: RouteObject[] = (Object.keys(ADMIN_PAGES) as AdminPage[]).map((page) => {
  const element = ADMIN_SCREENS[page] ?? <NotBuiltScreen titleKey={ADMIN_TITLES[page]} />;
  return ADMIN_PAGES[page] === '' ? { index: true, element } : { path: ADMIN_PAGES[page], element };
});

const PUBLIC_TITLES: Record<Exclude<keyof typeof PUBLIC_PATHS, 'privacyShort' | 'termsShort'>, string> = {
  landing: 'pages.landing',
  login: 'pages.login',
  signup: 'pages.signup',
  forgotPassword: 'pages.forgotPassword',
  resetPassword: 'pages.resetPassword',
  otpVerification: 'pages.otpVerification',
  privacyPolicy: 'pages.privacyPolicy',
  termsOfService: 'pages.termsOfService',
};

const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('@/features/legal/TermsOfServicePage'));
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const SignupPage = lazy(() => import('@/features/auth/SignupPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const OtpVerificationPage = lazy(() => import('@/features/auth/OtpVerificationPage'));

/** Public screens that exist (lazily loaded: no admin layout or grid); the others show their title. */
const PUBLIC_SCREENS: Partial<Record<keyof typeof PUBLIC_PATHS, React.ReactNode>> = {
  landing: <LandingPage />,
  privacyPolicy: <PrivacyPolicyPage />,
  termsOfService: <TermsOfServicePage />,
  privacyShort: <PrivacyPolicyPage />,
  termsShort: <TermsOfServicePage />,
  login: <LoginPage />,
  signup: <SignupPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  otpVerification: <OtpVerificationPage />,
};

const publicChildren: RouteObject[] = [
  ...(Object.keys(PUBLIC_TITLES) as (keyof typeof PUBLIC_TITLES)[]).map((page) => ({
    path: PUBLIC_PATHS[page],
    element: PUBLIC_SCREENS[page] ?? <NotBuiltScreen titleKey={PUBLIC_TITLES[page]} standalone />,
  })),
  {
    path: PUBLIC_PATHS.privacyShort,
    element: PUBLIC_SCREENS.privacyShort ?? (
      <NotBuiltScreen titleKey={PUBLIC_TITLES.privacyPolicy} standalone />
    ),
  },
  {
    path: PUBLIC_PATHS.termsShort,
    element: PUBLIC_SCREENS.termsShort ?? (
      <NotBuiltScreen titleKey={PUBLIC_TITLES.termsOfService} standalone />
    ),
  },
];

function Root() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** Spec 2.1: every route. The admin area is /{role}/..., so /admin is the role "admin". */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorScreen />,
    children: [
      ...publicChildren,
      { path: ':role', element: <RoleScope />, children: adminChildren },
      { path: '*', element: <NotFound /> },
    ],
  },
];
