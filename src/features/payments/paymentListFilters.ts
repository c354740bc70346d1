import type { FilterOptions } from '@/components/list/useListParams';
import { statusesOf } from '@/machines/lifecycle';
import { paymentStatusMachine } from '@/machines/statusSets.machine';
import { METHOD_KEYS } from './paymentFormat';
import type { PaymentFilters, PaymentMethod, PaymentType } from './paymentsSlice';

type MethodKey = (typeof METHOD_KEYS)[PaymentMethod];
const METHODS = Object.entries(METHOD_KEYS) as [PaymentMethod, MethodKey][];

/**
 * The advanced filters' amount and date range, read from the URL by paymentAdvancedFilters (values
 * the URL got wrong are left out).
 */
export interface PaymentRange {
  minAmount: number | null;
  maxAmount: number | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
}

/**
 * The list's filters and their values (`all` first, the default): the payment status (filter bar
 * and Advanced Filters) and the method (Advanced Filters, in the URL by its catalogue key).
 */
export const PAYMENT_LIST_FILTERS = {
  status: ['all', ...statusesOf(paymentStatusMachine)],
  method: ['all', ...METHODS.map(([, key]) => key)],
} as const satisfies FilterOptions<'status' | 'method'>;

export type PaymentListFilter = keyof typeof PAYMENT_LIST_FILTERS;

/** The screen's tabs (spec 2.4), in `?tab=`; the first is left out of the URL. */
export const PAYMENT_TABS = ['all', 'job_payments', 'posting_fees', 'disputes'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** The payment type each tab shows (`all` for All Transactions and Disputes). */
export const TAB_TYPES: Record<PaymentTab, PaymentType | 'all'> = {
  all: 'all',
  job_payments: 'job_payment',
  posting_fees: 'job_posting_fee',
  disputes: 'all',
};

/** The selector's filters for a tab, from the URL's search, filters and ranges. */
export const paymentFiltersFrom = (
  tab: PaymentTab,
  search: string,
  filters: { [K in PaymentListFilter]: string },
  range: PaymentRange,
): PaymentFilters => ({
  search,
  status: filters.status as PaymentFilters['status'],
  type: TAB_TYPES[tab],
  method: METHODS.find(([, key]) => key === filters.method)?.[0] ?? 'all',
  ...range,
});
