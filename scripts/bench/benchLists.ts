/** The three lists `npm run bench` times (scale.bench.ts), at each size. */

/** A list the benchmark times: where it is, its heading, and what its steps press. */
export interface ListCase {
  path: string;
  heading: string;
  /** One keystroke into the empty search box. */
  key: string;
  filter: { label: string; option: string };
  /** A column header to sort by (its text). */
  sortBy: string;
}

export const LISTS: Record<'users' | 'jobs' | 'payments', ListCase> = {
  users: {
    path: '/admin/users',
    heading: 'User Management',
    key: 'k',
    filter: { label: 'Status', option: 'Suspended' },
    sortBy: 'User',
  },
  jobs: {
    path: '/admin/jobs',
    heading: 'Job Management',
    key: 'k',
    filter: { label: 'Status', option: 'Completed' },
    sortBy: 'Job Title',
  },
  payments: {
    path: '/admin/payments',
    heading: 'Payments',
    key: 'k',
    filter: { label: 'Status', option: 'Failed' },
    sortBy: 'Amount',
  },
};

/** The second keystroke into each list's search box, after its `key`. */
export const NEXT_KEY = 'o';
