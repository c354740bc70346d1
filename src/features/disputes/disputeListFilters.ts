import type { FilterOptions } from '@/components/list/useListParams';
import { PRIORITIES } from '@/fixtures/notifications';
import { statusesOf, statusHasTag } from '@/machines/lifecycle';
import { disputeStatusMachine, type DisputeStatus } from '@/machines/statusSets.machine';
import type { DisputeFilters } from './disputesSlice';

/** The list's filters and their values (`all` first, the default): status and priority. */
export const DISPUTE_LIST_FILTERS = {
  status: ['all', ...statusesOf(disputeStatusMachine)],
  priority: ['all', ...PRIORITIES],
} as const satisfies FilterOptions<'status' | 'priority'>;

export type DisputeListFilter = keyof typeof DISPUTE_LIST_FILTERS;

/** The selector's filters from the URL's (useListParams has already checked each value). */
export const disputeFiltersFrom = (
  search: string,
  filters: { [K in DisputeListFilter]: string },
): DisputeFilters => ({
  search,
  status: filters.status as DisputeFilters['status'],
  priority: filters.priority as DisputeFilters['priority'],
});

/**
 * True when a dispute awaits an admin's decision, so shows Approve and Reject (spec 2.4: open
 * disputes): the machine's `awaitsDecision` tag. The dispute status set has no transitions yet;
 * when a later issue gives it APPROVE and REJECT, the buttons come from `eventTypesFrom`.
 */
export const awaitsDecision = (status: DisputeStatus): boolean =>
  statusHasTag(disputeStatusMachine, status, 'awaitsDecision');
