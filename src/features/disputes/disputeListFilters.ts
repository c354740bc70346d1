import type { FilterOptions } from '@/components/list/useListParams';
import { PRIORITIES } from '@/fixtures/notifications';
import { statusesOf } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
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
