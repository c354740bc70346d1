import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import {
  buildPayments,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type Payment,
  type PaymentMethod,
  type PaymentType,
} from '@/fixtures/payments';
import { USER_ROLES } from '@/fixtures/users';
import { groupByStatus, statusCounter } from '@/lib/counts';
import { isAmount, isEntityState, isPlainDate, isRecord } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { isStatusOf, statusesOf } from '@/machines/lifecycle';
import { paymentStatusMachine, type PaymentStatus } from '@/machines/statusSets.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Payment, PaymentMethod, PaymentType } from '@/fixtures/payments';

export type PaymentsState = EntityState<Payment, string>;

declare module '@/store/rootState' {
  interface DomainStates {
    payments: PaymentsState;
  }
}

const adapter = createEntityAdapter<Payment>({
  // Newest first; ties broken by id so the order is stable.
  sortComparer: (a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
});

export const seedPayments = (reference: Date): PaymentsState =>
  adapter.setAll(adapter.getInitialState(), buildPayments(reference));

// The payment status set has no transitions (spec 4), so the slice has no status events.
const paymentsSlice = createSlice({
  name: 'payments',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sampleDataReset, (_state, action) =>
      seedPayments(new Date(action.payload.referenceDate)),
    );
  },
});

const selectPaymentsState = (state: RootState) => state.payments;

export const {
  selectAll: selectAllPayments,
  selectById: selectPaymentById,
  selectTotal: selectPaymentTotal,
} = tableSelectors(adapter, selectPaymentsState);

export interface PaymentFilters {
  /** Spec 5: matched against payer, payee and id. */
  search: string;
  status: PaymentStatus | 'all';
  type: PaymentType | 'all';
  /** Advanced Filters (issue 12): method, amount range and date range; null is an open end. */
  method?: PaymentMethod | 'all';
  minAmount?: number | null;
  maxAmount?: number | null;
  /** YYYY-MM-DD, inclusive. */
  from?: string | null;
  to?: string | null;
}

const inRange = <T extends number | string>(value: T, low?: T | null, high?: T | null): boolean =>
  (low === null || low === undefined || value >= low) &&
  (high === null || high === undefined || value <= high);

/**
 * The payments the list shows: search over payer, payee and id (spec 5), then the filters, then
 * the Advanced Filters (amount and date ranges inclusive).
 */
export const selectFilteredPayments = createListSelector<RootState, Payment, PaymentFilters>(
  selectAllPayments,
  {
    search: 'search',
    searchFields: (p) => [p.payer, p.payee, p.id],
    selects: { status: (p) => p.status, type: (p) => p.type, method: (p) => p.method },
    matches: (p, { minAmount, maxAmount, from, to }) =>
      inRange(p.amount, minAmount, maxAmount) && inRange(p.date, from, to),
  },
);

const countPayments = statusCounter(statusesOf(paymentStatusMachine));
export const selectPaymentStatusCounts = createSelector([selectAllPayments], countPayments);

const sumOf = (items: readonly Payment[], pick: (p: Payment) => number) =>
  Math.round(items.reduce((total, p) => total + pick(p), 0) * 100) / 100;

export interface PaymentSummary {
  /** Sum of the amounts of completed payments. */
  totalVolume: number;
  /** Sum of the fees of completed payments. */
  totalFees: number;
  pendingAmount: number;
  pendingCount: number;
  failedCount: number;
}

/** The payments in each status, every status present. */
const selectPaymentsByStatus = createSelector([selectAllPayments], (all) =>
  groupByStatus(statusesOf(paymentStatusMachine), all),
);

/** The four summary cards: total volume, fees collected, pending (amount and count), failed. */
export const selectPaymentSummary = createSelector(
  [selectPaymentsByStatus],
  ({ completed, pending, failed }): PaymentSummary => ({
    totalVolume: sumOf(completed, (p) => p.amount),
    totalFees: sumOf(completed, (p) => p.fee),
    pendingAmount: sumOf(pending, (p) => p.amount),
    pendingCount: pending.length,
    failedCount: failed.length,
  }),
);

const isPayment = (value: unknown): value is Payment =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.jobId === 'string' &&
  typeof value.payer === 'string' &&
  (USER_ROLES as readonly unknown[]).includes(value.payerRole) &&
  typeof value.payee === 'string' &&
  isAmount(value.amount) &&
  isAmount(value.fee) &&
  isStatusOf(paymentStatusMachine, value.status) &&
  (PAYMENT_METHODS as readonly unknown[]).includes(value.method) &&
  isPlainDate(value.date) &&
  (PAYMENT_TYPES as readonly unknown[]).includes(value.type);

/** Validates what redux-persist reads back for this slice. */
export const isPaymentsState = (value: unknown): boolean => isEntityState(value, isPayment, (p) => p.id);

export const paymentsDomain: DomainDefinition<PaymentsState> = {
  reducer: paymentsSlice.reducer,
  seed: seedPayments,
  isValid: isPaymentsState,
};
