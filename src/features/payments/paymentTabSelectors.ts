import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/store/rootState';
import { type PaymentTab } from './paymentListFilters';
import { selectFilteredPayments, type Payment, type PaymentFilters } from './paymentsSlice';

/**
 * The jobs that have a dispute. A feature never imports another feature, so this reads the
 * disputes slice through the store's shape (like the dashboard's selectors).
 */
export const selectDisputedJobIds = createSelector(
  [(state: RootState) => state.disputes],
  (disputes): ReadonlySet<string> => new Set(disputes.ids.map((id) => disputes.entities[id]!.jobId)),
);

const onDisputedJob = createSelector(
  [
    (payments: readonly Payment[]) => payments,
    (_payments: readonly Payment[], jobs: ReadonlySet<string>) => jobs,
  ],
  (payments, jobs) => payments.filter((p) => jobs.has(p.jobId)),
);

/**
 * A tab's rows: the searched and filtered payments of its type; the Disputes tab keeps only the
 * payments whose job has a dispute.
 */
export const selectPaymentsOfTab = (state: RootState, tab: PaymentTab, filters: PaymentFilters) => {
  const payments = selectFilteredPayments(state, filters);
  return tab === 'disputes' ? onDisputedJob(payments, selectDisputedJobIds(state)) : payments;
};
