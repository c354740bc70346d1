// Plain constants with no imports: webpack.config.ts reads them too (through ts-node), to preload
// each admin page's scripts from the page shell (src/app/areaPreload.ts).

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
