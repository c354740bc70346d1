import { Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { HydrationEnd } from '@/components/hydration';
import { PageLoading } from '@/components/PageLoading';
import { loadNamespace, type Namespace } from '@/i18n';
import ErrorScreen from './pages/ErrorScreen';
import NotFound from './pages/NotFound';
import { NotBuiltScreen } from './pages/NotBuiltScreen';
import { ADMIN_PAGES, PUBLIC_PATHS, type AdminPage } from './paths';
import { preloadable, type Preloadable } from './preloadable';
import RoleScope, { AdminArea } from './RoleScope';

/** What a route may carry in `handle`: how to load its code and texts before it renders (boot.tsx). */
export interface RouteHandle {
  preload?: () => Promise<void>;
}

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

const DashboardPage = preloadable(
  () => import(/* webpackChunkName: "page-dashboard" */ '@/features/dashboard/DashboardPage'),
);

const AddUserPage = preloadable(
  () => import(/* webpackChunkName: "page-add-user" */ '@/features/users/AddUserPage'),
);

const AddCompanyPage = preloadable(
  () => import(/* webpackChunkName: "page-add-company" */ '@/features/companies/AddCompanyPage'),
);

const UserListPage = preloadable(
  () => import(/* webpackChunkName: "page-users" */ '@/features/users/UserListPage'),
);

const UserDetailPage = preloadable(
  () => import(/* webpackChunkName: "page-user-detail" */ '@/features/users/UserDetailPage'),
);

const UserVerificationPage = preloadable(
  () =>
    import(/* webpackChunkName: "page-user-verification" */ '@/features/verification/UserVerificationPage'),
);

const CompanyVerificationPage = preloadable(
  () =>
    import(
      /* webpackChunkName: "page-company-verification" */ '@/features/verification/CompanyVerificationPage'
    ),
);

const CompaniesPage = preloadable(
  () => import(/* webpackChunkName: "page-companies" */ '@/features/companies/CompaniesPage'),
);

const CompanyDetailPage = preloadable(
  () => import(/* webpackChunkName: "page-company-detail" */ '@/features/companies/CompanyDetailPage'),
);

const RolesPage = preloadable(
  () => import(/* webpackChunkName: "page-roles" */ '@/features/roles/RolesPage'),
);

const NotificationsPage = preloadable(
  () => import(/* webpackChunkName: "page-notifications" */ '@/features/notifications/NotificationsPage'),
);

const DocumentsPage = preloadable(
  () => import(/* webpackChunkName: "page-documents" */ '@/features/documents/DocumentsPage'),
);

const DisputesPage = preloadable(
  () => import(/* webpackChunkName: "page-disputes" */ '@/features/disputes/DisputesPage'),
);

const PaymentsPage = preloadable(
  () => import(/* webpackChunkName: "page-payments" */ '@/features/payments/PaymentsPage'),
);

/** Screens that exist; every other admin page shows its title until its issue lands. */
const ADMIN_SCREENS: Partial<Record<AdminPage, React.ReactNode>> = {
  dashboard: <DashboardPage />,
  users: <UserListPage />,
  addUser: <AddUserPage />,
  userDetail: <UserDetailPage />,
  userVerification: <UserVerificationPage />,
  companies: <CompaniesPage />,
  addCompany: <AddCompanyPage />,
  companyDetail: <CompanyDetailPage />,
  companyVerification: <CompanyVerificationPage />,
  roles: <RolesPage />,
  notifications: <NotificationsPage />,
  documents: <DocumentsPage />,
  disputes: <DisputesPage />,
  payments: <PaymentsPage />,
};

const adminChildren: RouteObject[] = (Object.keys(ADMIN_PAGES) as AdminPage[]).map((page) => {
  const element = ADMIN_SCREENS[page] ?? <NotBuiltScreen titleKey={ADMIN_TITLES[page]} />;
  return ADMIN_PAGES[page] === '' ? { index: true, element } : { path: ADMIN_PAGES[page], element };
});

/** A public screen, loaded with the catalogue namespaces it needs (its header and footer use `landing`). */
const publicScreen = (namespaces: Namespace[], load: () => Promise<{ default: ComponentType }>) =>
  preloadable(async () => (await Promise.all([load(), ...namespaces.map(loadNamespace)]))[0]);

const LandingPage = publicScreen(['landing'], () => import('@/features/landing/LandingPage'));
const PrivacyPolicyPage = publicScreen(
  ['legal', 'landing'],
  () => import('@/features/legal/PrivacyPolicyPage'),
);
const TermsOfServicePage = publicScreen(
  ['legal', 'landing'],
  () => import('@/features/legal/TermsOfServicePage'),
);
const LoginPage = publicScreen(['auth', 'landing'], () => import('@/features/auth/LoginPage'));
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
