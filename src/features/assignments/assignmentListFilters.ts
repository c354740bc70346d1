import type { FilterOptions } from '@/components/list/useListParams';
import { assignmentMachine } from '@/machines/assignment.machine';
import { statusesOf } from '@/machines/lifecycle';
import { ASSIGNMENT_PRIORITIES, type AssignmentFilters } from './assignmentsSlice';

/** The list's filters and their values (`all` first, the default): status and priority. */
export const ASSIGNMENT_LIST_FILTERS = {
  status: ['all', ...statusesOf(assignmentMachine)],
  priority: ['all', ...ASSIGNMENT_PRIORITIES],
} as const satisfies FilterOptions<'status' | 'priority'>;

export type AssignmentListFilter = keyof typeof ASSIGNMENT_LIST_FILTERS;

/** The selector's filters from the URL's (useListParams has already checked each value). */
export const assignmentFiltersFrom = (
  query: string,
  filters: { [K in AssignmentListFilter]: string },
): AssignmentFilters => ({
  query,
  status: filters.status as AssignmentFilters['status'],
  priority: filters.priority as AssignmentFilters['priority'],
});
