import { createSelector } from '@reduxjs/toolkit';
import type { Job } from '@/fixtures/jobs';
import type { User } from '@/fixtures/users';
import { countByStatus } from '@/lib/counts';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf } from '@/machines/lifecycle';
import type { RootState } from '@/store/rootState';

/**
 * The company detail's Jobs and Users tabs and its stat cards show what the store holds, not the
 * counts frozen into the company's sample record. A feature never imports another feature, so
 * these selectors read the jobs and users slices through the store's shape (like the dashboard).
 */
const valuesOf = <T>(state: { ids: readonly string[]; entities: Record<string, T> }): T[] =>
  state.ids.map((id) => state.entities[id]!);

const selectJobsState = (state: RootState) => state.jobs;
const selectUsersState = (state: RootState) => state.users;

/** One memoised selector per company id (the detail page asks for one company at a time). */
function perKey<T>(make: (key: string) => (state: RootState) => T) {
  const cache = new Map<string, (state: RootState) => T>();
  return (state: RootState, key: string): T => {
    let selector = cache.get(key);
    if (!selector) {
      selector = make(key);
      cache.set(key, selector);
    }
    return selector(state);
  };
}

/** The jobs the company posted (job.companyId), in the jobs slice's order. */
export const selectCompanyJobs: (state: RootState, companyId: string) => Job[] = perKey((companyId) =>
  createSelector([selectJobsState], (jobs) => valuesOf(jobs).filter((job) => job.companyId === companyId)),
);

/** The user accounts of the company (user.company holds the company's name), in the users slice's order. */
export const selectCompanyUsers: (state: RootState, companyName: string) => User[] = perKey((companyName) =>
  createSelector([selectUsersState], (users) =>
    valuesOf(users).filter((user) => user.company === companyName),
  ),
);

export interface CompanyStats {
  totalJobs: number;
  /** Jobs in the job machine's `active` status (open for applications), as on the dashboard. */
  activeJobs: number;
  completedJobs: number;
  totalUsers: number;
}

const selectStatsByKey = perKey((key) => {
  const [companyId = '', companyName = ''] = key.split('\u0000');
  return createSelector(
    [
      (state: RootState) => selectCompanyJobs(state, companyId),
      (state: RootState) => selectCompanyUsers(state, companyName),
    ],
    (jobs, users): CompanyStats => {
      const counts = countByStatus(statusesOf(jobMachine), jobs);
      return {
        totalJobs: jobs.length,
        activeJobs: counts.active,
        completedJobs: counts.completed,
        totalUsers: users.length,
      };
    },
  );
});

/** The Overview's four cards, counted from the company's jobs and users in the store. */
export const selectCompanyStats: (state: RootState, company: { id: string; name: string }) => CompanyStats = (
  state,
  company,
) => selectStatsByKey(state, `${company.id}\u0000${company.name}`);
