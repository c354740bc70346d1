import type { FilterOptions } from '@/components/list/useListParams';
import { COMPANY_TYPES } from '@/fixtures/companies';
import { statusesOf } from '@/machines/lifecycle';
import { companyStatusMachine } from '@/machines/statusSets.machine';
import type { CompanyFilters } from './companiesSlice';

/** The list's filters and their values (`all` first, the default): spec 2.4, type and status. */
export const COMPANY_LIST_FILTERS = {
  type: ['all', ...COMPANY_TYPES],
  status: ['all', ...statusesOf(companyStatusMachine)],
} as const satisfies FilterOptions<'type' | 'status'>;

export type CompanyListFilter = keyof typeof COMPANY_LIST_FILTERS;

/** The selector's filters from the URL's (useListParams has already checked each value). */
export const companyFiltersFrom = (
  query: string,
  filters: { [K in CompanyListFilter]: string },
): CompanyFilters => ({
  query,
  type: filters.type as CompanyFilters['type'],
  status: filters.status as CompanyFilters['status'],
});
