import { createSelector } from '@reduxjs/toolkit';
import { countByStatus, groupByStatus } from '@/lib/counts';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf } from '@/machines/lifecycle';
import { disputeStatusMachine, paymentStatusMachine } from '@/machines/statusSets.machine';
import type { RootState } from '@/store/rootState';

/**
 * The dashboard's four stat cards (spec 2.4) summarise other domains. A feature never imports
 * another feature, so these selectors read the other slices' state through the store's shape.
 */
const valuesOf = <T>(state: { ids: readonly string[]; entities: Record<string, T> }): T[] =>
  state.ids.map((id) => state.entities[id]!);

const selectUsers = (state: RootState) => state.users;
const selectJobs = (state: RootState) => state.jobs;
const selectPayments = (state: RootState) => state.payments;
const selectDisputes = (state: RootState) => state.disputes;

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
    const disputeCounts = countByStatus(statusesOf(disputeStatusMachine), valuesOf(disputes));
    return {
      totalUsers: users.ids.length,
      activeJobs: jobCounts.active,
      totalRevenue: Math.round(completed.reduce((sum, p) => sum + p.amount, 0) * 100) / 100,
      openDisputes: disputeCounts.open,
    };
  },
);
