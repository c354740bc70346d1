import type { FilterOptions } from '@/components/list/useListParams';
import { statusesOf } from '@/machines/lifecycle';
import { paymentStatusMachine } from '@/machines/statusSets.machine';
import type { PaymentFilters, PaymentType } from './paymentsSlice';

/** The list's filter and its values (`all` first, the default): the payment status. */
export const PAYMENT_LIST_FILTERS = {
  status: ['all', ...statusesOf(paymentStatusMachine)],
} as const satisfies FilterOptions<'status'>;

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

/** The selector's filters for a tab, from the URL's search and status. */
export const paymentFiltersFrom = (
  tab: PaymentTab,
  search: string,
  filters: { [K in PaymentListFilter]: string },
): PaymentFilters => ({
  search,
  status: filters.status as PaymentFilters['status'],
  type: TAB_TYPES[tab],
});
