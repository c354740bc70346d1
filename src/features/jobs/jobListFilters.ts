import type { FilterOptions } from '@/components/list/useListParams';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf } from '@/machines/lifecycle';
import { JOB_TYPES, type JobFilters } from './jobsSlice';

/** Job Management's filters and their values (`all` first, the default): status and type. */
export const JOB_LIST_FILTERS = {
  status: ['all', ...statusesOf(jobMachine)],
  type: ['all', ...JOB_TYPES],
} as const satisfies FilterOptions<'status' | 'type'>;

export type JobListFilter = keyof typeof JOB_LIST_FILTERS;

/** The selector's filters from the URL's (useListParams has already checked each value). */
export const jobFiltersFrom = (query: string, filters: { [K in JobListFilter]: string }): JobFilters => ({
  query,
  status: filters.status as JobFilters['status'],
  type: filters.type as JobFilters['type'],
});
