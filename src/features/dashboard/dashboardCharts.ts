import { createSelector } from '@reduxjs/toolkit';
import { countByStatus, groupByStatus } from '@/lib/counts';
import { jobMachine, type JobStatus } from '@/machines/job.machine';
import { statusesOf, statusHasTag } from '@/machines/lifecycle';
import { paymentStatusMachine } from '@/machines/statusSets.machine';
import { verificationQueueMachine, type VerificationStatus } from '@/machines/verificationQueue.machine';
import type { RootState } from '@/store/rootState';
import { selectDisputes, selectJobs, selectPayments, selectUsers, valuesOf } from './dashboardSelectors';
import { CHART_WEEKS, weeklySums, weeksBefore, type Week } from './dashboardWeeks';

/**
 * The figures of the dashboard's charts, each from the store through a memoised selector: a change
 * in a slice (a new job, a payment's status, an approved queue item) gives new figures at once,
 * and nothing else does.
 */

/** Per week, oldest first, for the 12 weeks before `now`: what each stat card's trend counts. */
export interface DashboardWeekly {
  weeks: Week[];
  /** Sign-ups (users by join date). */
  users: number[];
  /** Jobs posted. */
  jobs: number[];
  /** Dollars of completed payments, by payment date. */
  revenue: number[];
  /** Disputes opened. */
  disputes: number[];
  /** The 12 weeks before those: the revenue chart's comparison period. */
  previousWeeks: Week[];
  previousRevenue: number[];
}

export const selectDashboardWeekly = createSelector(
  [selectUsers, selectJobs, selectPayments, selectDisputes, (_: RootState, now: number) => now],
  (users, jobs, payments, disputes, now): DashboardWeekly => {
    const { completed } = groupByStatus(statusesOf(paymentStatusMachine), valuesOf(payments));
    const revenue = weeklySums(
      completed,
      (p) => p.date,
      now,
      2 * CHART_WEEKS,
      (p) => p.amount,
    );
    return {
      weeks: weeksBefore(now, CHART_WEEKS),
      users: weeklySums(valuesOf(users), (u) => u.joinDate, now, CHART_WEEKS),
      jobs: weeklySums(valuesOf(jobs), (j) => j.postedDate, now, CHART_WEEKS),
      revenue: revenue.slice(CHART_WEEKS),
      disputes: weeklySums(valuesOf(disputes), (d) => d.createdAt, now, CHART_WEEKS),
      previousWeeks: weeksBefore(now, CHART_WEEKS, CHART_WEEKS),
      previousRevenue: revenue.slice(0, CHART_WEEKS),
    };
  },
);

/** Jobs by status, in the order the job machine lists its statuses (every status, 0 when none). */
export const selectJobsByStatus = createSelector([selectJobs], (jobs) => {
  const counts = countByStatus(statusesOf(jobMachine), valuesOf(jobs));
  return statusesOf(jobMachine).map((status): { status: JobStatus; count: number } => ({
    status,
    count: counts[status],
  }));
});

/** The statuses of a verification item still waiting for a reviewer (pending, under review). */
export const BACKLOG_STATUSES: readonly VerificationStatus[] = statusesOf(verificationQueueMachine).filter(
  (status) => statusHasTag(verificationQueueMachine, status, 'awaitsDecision'),
);

export interface VerificationBacklog {
  statuses: readonly VerificationStatus[];
  users: Record<VerificationStatus, number>;
  companies: Record<VerificationStatus, number>;
}

const selectVerification = (state: RootState) => state.verification;

/** The verification queues' backlog: users and companies in each waiting status. */
export const selectVerificationBacklog = createSelector(
  [selectVerification],
  (verification): VerificationBacklog => ({
    statuses: BACKLOG_STATUSES,
    users: countByStatus(statusesOf(verificationQueueMachine), valuesOf(verification.users)),
    companies: countByStatus(statusesOf(verificationQueueMachine), valuesOf(verification.companies)),
  }),
);
