import { createSelector } from '@reduxjs/toolkit';
import { byPostedDateDesc } from '@/fixtures/jobs';
import { countByStatus } from '@/lib/counts';
import { matchesFilter } from '@/lib/search';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { jobMachine } from '@/machines/job.machine';
import { eventTypesFrom, statusesOf, statusHasTag } from '@/machines/lifecycle';
import type { RootState } from '@/store/rootState';
import { selectAllJobs, type Job, type JobListingEvent, type JobStatus } from './jobsSlice';

/** My Jobs' tabs (spec 2.4: All, Active, Completed, In Progress), the first being the default. */
export const MY_JOB_TABS = ['all', 'active', 'completed', 'in_progress'] as const satisfies readonly [
  'all',
  ...JobStatus[],
];
export type MyJobTab = (typeof MY_JOB_TABS)[number];

/** The jobs the signed-in administrator posted, newest first. */
export const selectMyJobs = createSelector([selectAllJobs], (all) =>
  all.filter((job) => job.postedBy === SIGNED_IN_ADMIN_ID).sort(byPostedDateDesc),
);

/** How many of my jobs each tab holds. */
export const selectMyJobCounts = createSelector([selectMyJobs], (mine): Record<MyJobTab, number> => {
  const counts = countByStatus(statusesOf(jobMachine), mine);
  return Object.fromEntries(
    MY_JOB_TABS.map((tab) => [tab, tab === MY_JOB_TABS[0] ? mine.length : counts[tab as JobStatus]]),
  ) as Record<MyJobTab, number>;
});

/** My jobs in a tab. */
export const selectMyJobsOfTab = createSelector(
  [selectMyJobs, (_state: RootState, tab: MyJobTab) => tab],
  (mine, tab) => mine.filter((job) => matchesFilter<string>(job.status, tab)),
);

/** What My Jobs offers on a job: Edit while the machine tags it `editable`, Pause and Post as it allows. */
export function myJobActionsOf(job: Pick<Job, 'status'>): {
  editable: boolean;
  events: JobListingEvent['type'][];
} {
  const offered = eventTypesFrom(jobMachine, job.status);
  return {
    editable: statusHasTag(jobMachine, job.status, 'editable'),
    events: (['PAUSE', 'POST'] as const).filter((type) => offered.includes(type)),
  };
}
