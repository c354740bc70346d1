export { PUBLIC_PATHS } from '@/lib/publicPaths';

/** The first path segment of the admin area: /admin, or a role-scoped /{role} with the same pages. */
export const AREA_ROLES = ['admin', 'driver', 'broker', 'shipper', 'carrier'] as const;
export type AreaRole = (typeof AREA_ROLES)[number];

export const isAreaRole = (value: string | undefined): value is AreaRole =>
  (AREA_ROLES as readonly (string | undefined)[]).includes(value);

/** Child pages of the admin area, relative to /{role}. */
export const ADMIN_PAGES = {
  dashboard: '',
  users: 'users',
  addUser: 'users/add',
  userDetail: 'users/:id',
  userVerification: 'users/verification',
  companies: 'companies',
  addCompany: 'companies/add',
  companyDetail: 'companies/:id',
  companyVerification: 'companies/verification',
  jobs: 'jobs',
  jobDetail: 'jobs/:id',
  jobAssignments: 'jobs/assignments',
  roles: 'roles',
  payments: 'payments',
  disputes: 'disputes',
  documents: 'documents',
  notifications: 'notifications',
  activity: 'activity',
  settings: 'settings',
  profile: 'profile',
  security: 'profile/security',
  myJobs: 'profile/jobs',
  accountSettings: 'profile/settings',
} as const;
export type AdminPage = keyof typeof ADMIN_PAGES;

/** An absolute admin-area path: adminPath('admin', 'users') is '/admin/users'. */
export const adminPath = (role: AreaRole, page: AdminPage, params: Record<string, string> = {}): string => {
  const relative = ADMIN_PAGES[page].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return relative ? `/${role}/${relative}` : `/${role}`;
};

/** True under any admin path with a profile segment, where the profile sidebar shows. */
export const isProfilePath = (pathname: string): boolean => pathname.split('/').slice(2).includes('profile');
