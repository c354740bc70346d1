import { Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { HydrationEnd } from '@/components/hydration';
import { PageLoading } from '@/components/PageLoading';
import { loadNamespace, type Namespace } from '@/i18n';
import ErrorScreen from './pages/ErrorScreen';
import NotFound from './pages/NotFound';
import { ADMIN_PAGES, PUBLIC_PATHS, type AdminPage } from './paths';
import { preloadable, type Preloadable } from './preloadable';
import RoleScope, { AdminArea, AdminScreen, preloadAdminScreen } from './RoleScope';

/**
 * What a route may carry in `handle`: how to load its code and texts before it renders (boot.tsx);
 * for an admin page, which one it is (the admin area reads that page's domains first).
 */
export interface RouteHandle {
  preload?: () => Promise<void>;
  page?: AdminPage;
}

const adminChildren: RouteObject[] = (Object.keys(ADMIN_PAGES) as AdminPage[]).map((page) => {
  const element = <AdminScreen page={page} />;
  const handle = { preload: () => preloadAdminScreen(page), page } satisfies RouteHandle;
  return ADMIN_PAGES[page] === ''
    ? { index: true, element, handle }
    : { path: ADMIN_PAGES[page], element, handle };
});

/** A public screen, loaded with the catalogue namespaces it needs (its header and footer use `landing`). */
const publicScreen = (namespaces: Namespace[], load: () => Promise<{ default: ComponentType }>) =>
  preloadable(async () => (await Promise.all([load(), ...namespaces.map(loadNamespace)]))[0]);

// The landing and sign-in pages evaluate their code in several tasks (issue 22, docs/performance.md).
const LandingPage = publicScreen(['landing'], () =>
  import('@/features/landing/loadLandingPage').then((module) => module.loadLandingPage()),
);
const PrivacyPolicyPage = publicScreen(
  ['legal', 'landing'],
  () => import('@/features/legal/PrivacyPolicyPage'),
);
const TermsOfServicePage = publicScreen(
  ['legal', 'landing'],
  () => import('@/features/legal/TermsOfServicePage'),
);
const LoginPage = publicScreen(['auth', 'landing'], () =>
  import('@/features/auth/loadLoginPage').then((module) => module.loadLoginPage()),
);
const SignupPage = publicScreen(['auth', 'landing'], () => import('@/features/auth/SignupPage'));
const ForgotPasswordPage = publicScreen(
  ['auth', 'landing'],
  () => import('@/features/auth/ForgotPasswordPage'),
);
const ResetPasswordPage = publicScreen(
  ['auth', 'landing'],
  () => import('@/features/auth/ResetPasswordPage'),
);
const OtpVerificationPage = publicScreen(
  ['auth', 'landing'],
  () => import('@/features/auth/OtpVerificationPage'),
);

/** Spec 2.1, public routes: each lazily loaded, so the public pages load neither the admin layout nor the grid. */
const PUBLIC_SCREENS: Record<keyof typeof PUBLIC_PATHS, Preloadable<object>> = {
  landing: LandingPage,
  login: LoginPage,
  signup: SignupPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  otpVerification: OtpVerificationPage,
  privacyPolicy: PrivacyPolicyPage,
  termsOfService: TermsOfServicePage,
  privacyShort: PrivacyPolicyPage,
  termsShort: TermsOfServicePage,
};

const publicChildren: RouteObject[] = (Object.keys(PUBLIC_SCREENS) as (keyof typeof PUBLIC_PATHS)[]).map(
  (page) => ({
    path: PUBLIC_PATHS[page],
    Component: PUBLIC_SCREENS[page],
    handle: { preload: PUBLIC_SCREENS[page].preload } satisfies RouteHandle,
  }),
);

function Root() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
      <HydrationEnd />
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
      {
        path: ':role',
        element: <RoleScope />,
        handle: { preload: AdminArea.preload } satisfies RouteHandle,
        children: adminChildren,
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
