import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { HydrationEnd } from '@/components/hydration';
import { PageLoading } from '@/components/PageLoading';
import { loadNamespace, type Namespace } from '@/i18n';
import ErrorScreen from './pages/ErrorScreen';
import NotFound from './pages/NotFound';
import { ADMIN_PAGES, PUBLIC_PATHS, type AdminPage } from './paths';
import { preloadable, type Preloadable } from './preloadable';
import RoleScope, { AdminArea } from './RoleScope';

/** What a route may carry in `handle`: how to load its code and texts before it renders (boot.tsx). */
export interface RouteHandle {
  preload?: () => Promise<void>;
}

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

const JobsPage = preloadable(() => import(/* webpackChunkName: "page-jobs" */ '@/features/jobs/JobsPage'));

const JobDetailPage = preloadable(
  () => import(/* webpackChunkName: "page-job-detail" */ '@/features/jobs/JobDetailPage'),
);

const MyJobsPage = preloadable(
  () => import(/* webpackChunkName: "page-my-jobs" */ '@/features/jobs/MyJobsPage'),
);

const JobAssignmentsPage = preloadable(
  () => import(/* webpackChunkName: "page-job-assignments" */ '@/features/assignments/JobAssignmentsPage'),
);

const ProfilePage = preloadable(
  () => import(/* webpackChunkName: "page-profile" */ '@/features/profile/ProfilePage'),
);

const SecurityPage = preloadable(
  () => import(/* webpackChunkName: "page-security" */ '@/features/profile/SecurityPage'),
);

const AccountSettingsPage = preloadable(
  () => import(/* webpackChunkName: "page-account-settings" */ '@/features/profile/AccountSettingsPage'),
);

/** The user menu's Settings (spec 2.3) is Account Settings: the route sends the browser there. */
const SettingsRedirect = () => <Navigate to="../profile/settings" relative="path" replace />;

/** Spec 2.1: the screen of every admin child page. */
const ADMIN_SCREENS: Record<AdminPage, React.ReactNode> = {
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
  jobs: <JobsPage />,
  jobDetail: <JobDetailPage />,
  jobAssignments: <JobAssignmentsPage />,
  settings: <SettingsRedirect />,
  profile: <ProfilePage />,
  security: <SecurityPage />,
  myJobs: <MyJobsPage />,
  accountSettings: <AccountSettingsPage />,
};

const adminChildren: RouteObject[] = (Object.keys(ADMIN_PAGES) as AdminPage[]).map((page) => {
  const element = ADMIN_SCREENS[page];
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
