import { DOMAIN_KEYS, type DomainKey } from './domains';
import type { AdminPage } from './paths';

/*
 * Which domains each part of the admin area reads from the store. A part renders only once its
 * domains have joined (useDomains), so the domains a page does not read can still be loading in the
 * background: at 100,000 users, jobs and payments, /admin/users renders once the users are in,
 * without waiting for the jobs and payments (docs/decisions.md). A screen that reads a domain
 * missing here fails in its test (pageDomains.test.tsx renders each one with only these domains).
 * A domain a screen's action changes without reading it (a verification approval marks the user
 * verified) need not be listed: what is done before a domain joins is done to it as it joins.
 */

/**
 * Read on every page: the header's bell (notifications) and user menu (profile); and the audit
 * trail, which the audit middleware writes to on every change.
 */
export const LAYOUT_DOMAINS: readonly DomainKey[] = ['notifications', 'profile', 'audit'];

/** The command palette (Ctrl/Cmd+K) searches users, companies and jobs. */
export const PALETTE_DOMAINS: readonly DomainKey[] = ['users', 'companies', 'jobs'];

/** What each admin page's screen reads, besides the layout's domains. */
export const PAGE_DOMAINS: Record<AdminPage, readonly DomainKey[]> = {
  dashboard: ['users', 'jobs', 'payments', 'disputes', 'verification'],
  users: ['users'],
  addUser: ['users', 'roles'],
  userDetail: ['users'],
  userVerification: ['verification'],
  companies: ['companies'],
  addCompany: ['companies'],
  companyDetail: ['companies', 'jobs', 'users'],
  companyVerification: ['verification'],
  jobs: ['jobs'],
  jobDetail: ['jobs', 'assignments'],
  jobAssignments: ['assignments', 'jobs', 'companies'],
  roles: ['roles', 'users'],
  payments: ['payments', 'disputes'],
  disputes: ['disputes'],
  documents: ['documents'],
  notifications: [],
  activity: [],
  // Only a redirect to Account Settings.
  settings: [],
  profile: [],
  security: [],
  myJobs: ['jobs', 'companies'],
  // Export writes every domain; import and reset replace every domain.
  accountSettings: DOMAIN_KEYS,
};

/** The domains to read first when the admin area opens at `page`: the layout's and the page's. */
export const firstDomains = (page: AdminPage | undefined): DomainKey[] => [
  ...new Set([...LAYOUT_DOMAINS, ...(page ? PAGE_DOMAINS[page] : DOMAIN_KEYS)]),
];
