import { createSelector } from '@reduxjs/toolkit';
import { byPostedDateDesc, RECENT_JOB_COUNT, toRecentJob } from '@/fixtures/jobs';
import { countByStatus, groupByStatus } from '@/lib/counts';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf, statusHasTag } from '@/machines/lifecycle';
import { disputeStatusMachine, paymentStatusMachine } from '@/machines/statusSets.machine';
import type { RootState } from '@/store/rootState';

/**
 * The dashboard's four stat cards (spec 2.4) summarise other domains. A feature never imports
 * another feature, so these selectors read the other slices' state through the store's shape.
 */
export const valuesOf = <T>(state: { ids: readonly string[]; entities: Record<string, T> }): T[] =>
  state.ids.map((id) => state.entities[id]!);

export const selectUsers = (state: RootState) => state.users;
export const selectJobs = (state: RootState) => state.jobs;
export const selectPayments = (state: RootState) => state.payments;
export const selectDisputes = (state: RootState) => state.disputes;

export interface DashboardSummary {
  totalUsers: number;
  activeJobs: number;
  /** Sum of completed payments, in dollars. */
  totalRevenue: number;
  openDisputes: number;
}

export const selectDashboardSummary = createSelector(
  [selectUsers, selectJobs, selectPayments, selectDisputes],
  (users, jobs, payments, disputes): DashboardSummary => {
    const jobCounts = countByStatus(statusesOf(jobMachine), valuesOf(jobs));
    const { completed } = groupByStatus(statusesOf(paymentStatusMachine), valuesOf(payments));
    return {
      totalUsers: users.ids.length,
      activeJobs: jobCounts.active,
      totalRevenue: Math.round(completed.reduce((sum, p) => sum + p.amount, 0) * 100) / 100,
      // "Disputes waiting for a decision": open and in review (the machine's `awaitsDecision` tag).
      openDisputes: valuesOf(disputes).filter((d) =>
        statusHasTag(disputeStatusMachine, d.status, 'awaitsDecision'),
      ).length,
    };
  },
);

/** The window of a trend: the last 30 days against the 30 days before them. */
export const TREND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A stat card's trend: how much happened in the last 30 days (new users, jobs posted, revenue of
 * completed payments, disputes opened) against the 30 days before. `change` is the relative change
 * (0.25 for +25 %), null when the earlier window had nothing to compare with.
 */
export interface DashboardTrend {
  current: number;
  previous: number;
  change: number | null;
}

export interface DashboardTrends {
  users: DashboardTrend;
  jobs: DashboardTrend;
  revenue: DashboardTrend;
  disputes: DashboardTrend;
}

/** Sums `amountOf` over the items dated in each window before `now` (dates ISO or YYYY-MM-DD). */
function trendOf<T>(
  items: T[],
  dateOf: (item: T) => string,
  now: number,
  amountOf: (item: T) => number = () => 1,
) {
  let current = 0;
  let previous = 0;
  for (const item of items) {
    const age = now - Date.parse(dateOf(item));
    if (age < 0) continue;
    if (age < TREND_WINDOW_DAYS * DAY_MS) current += amountOf(item);
    else if (age < 2 * TREND_WINDOW_DAYS * DAY_MS) previous += amountOf(item);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    current: round(current),
    previous: round(previous),
    change: previous === 0 ? null : (current - previous) / previous,
  };
}

/** The four cards' trends as of `now` (the time the page opened). */
export const selectDashboardTrends = createSelector(
  [selectUsers, selectJobs, selectPayments, selectDisputes, (_: RootState, now: number) => now],
  (users, jobs, payments, disputes, now): DashboardTrends => {
    const { completed } = groupByStatus(statusesOf(paymentStatusMachine), valuesOf(payments));
    return {
      users: trendOf(valuesOf(users), (u) => u.joinDate, now),
      jobs: trendOf(valuesOf(jobs), (j) => j.postedDate, now),
      revenue: trendOf(
        completed,
        (p) => p.date,
        now,
        (p) => p.amount,
      ),
      disputes: trendOf(valuesOf(disputes), (d) => d.createdAt, now),
    };
  },
);

/** Recent Job Postings (spec 2.4): the five most recently posted jobs. */
export const selectRecentJobPostings = createSelector([selectJobs], (jobs) =>
  [...valuesOf(jobs)].sort(byPostedDateDesc).slice(0, RECENT_JOB_COUNT).map(toRecentJob),
);
