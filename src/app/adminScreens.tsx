import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { PAGE_DOMAINS } from './pageDomains';
import type { AdminPage } from './paths';
import { preloadable, type Preloadable } from './preloadable';
import { useDomains } from './useDomains';

/*
 * The admin screens, each a chunk of its own. They are imported from here, inside the admin
 * area's chunk, not from the routes in the entry bundle: webpack then knows that the admin chunk
 * (layout, domain slices, sample data) is always there when a screen loads, and leaves those
 * modules out of the screens' chunks instead of copying them into chunks of their own.
 */

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

const ActivityPage = preloadable(
  () => import(/* webpackChunkName: "page-activity" */ '@/features/activity/ActivityPage'),
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
const ADMIN_SCREENS: Record<AdminPage, ComponentType> = {
  dashboard: DashboardPage,
  users: UserListPage,
  addUser: AddUserPage,
  userDetail: UserDetailPage,
  userVerification: UserVerificationPage,
  companies: CompaniesPage,
  addCompany: AddCompanyPage,
  companyDetail: CompanyDetailPage,
  companyVerification: CompanyVerificationPage,
  roles: RolesPage,
  notifications: NotificationsPage,
  activity: ActivityPage,
  documents: DocumentsPage,
  disputes: DisputesPage,
  payments: PaymentsPage,
  jobs: JobsPage,
  jobDetail: JobDetailPage,
  jobAssignments: JobAssignmentsPage,
  settings: SettingsRedirect,
  profile: ProfilePage,
  security: SecurityPage,
  myJobs: MyJobsPage,
  accountSettings: AccountSettingsPage,
};

/**
 * The screen of one admin page (rendered by RoleScope's AdminScreen, inside the admin layout), once
 * the domains it reads have joined the store: until then the layout's loading view shows.
 */
export function AdminPageScreen({ page }: { page: AdminPage }) {
  useDomains(PAGE_DOMAINS[page]);
  const Screen = ADMIN_SCREENS[page];
  return <Screen />;
}

/** Loads the code of one admin page's screen (a redirect has none), so that it renders at once. */
export function preloadAdminScreen(page: AdminPage): Promise<void> {
  const Screen = ADMIN_SCREENS[page] as Partial<Preloadable<object>>;
  return Screen.preload ? Screen.preload() : Promise.resolve();
}
