import { createSelector } from '@reduxjs/toolkit';
import { byPostedDateDesc } from '@/fixtures/jobs';
import { countByStatus } from '@/lib/counts';
import { matchesFilter } from '@/lib/search';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { jobMachine } from '@/machines/job.machine';
import { refusalOf, statusesOf, statusHasTag, type Refusal } from '@/machines/lifecycle';
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

/** A status button of My Jobs: its event, and why the machine refuses it now (null: it accepts). */
export interface MyJobEventAction {
  type: JobListingEvent['type'];
  refusal: Refusal | null;
}

const LISTING_EVENTS = ['PAUSE', 'POST'] as const satisfies readonly JobListingEvent['type'][];

/**
 * What My Jobs offers on a job: Edit (enabled while the machine tags it `editable`), and Pause or
 * Post, whichever the machine accepts. Pause and Post are one place on the row (each undoes the
 * other): when the machine accepts neither (a job under way or finished), Pause shows refused,
 * with the machine's reason, rather than nothing.
 */
export function myJobActionsOf(job: Pick<Job, 'status'>): {
  editable: boolean;
  events: MyJobEventAction[];
} {
  const answers = LISTING_EVENTS.map((type) => ({
    type,
    refusal: refusalOf(jobMachine, job.status, { type }),
  }));
  const accepted = answers.filter((answer) => answer.refusal === null);
  return {
    editable: statusHasTag(jobMachine, job.status, 'editable'),
    events: accepted.length > 0 ? accepted : answers.slice(0, 1),
  };
}
