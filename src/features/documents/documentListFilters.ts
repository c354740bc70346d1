import type { FilterOptions } from '@/components/list/useListParams';
import { DOCUMENT_USER_TYPES } from '@/fixtures/documents';
import { statusesOf } from '@/machines/lifecycle';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import type { DocumentFilters } from './documentsSlice';

/** The list's filters and their values (`all` first, the default): status and user type. */
export const DOCUMENT_LIST_FILTERS = {
  status: ['all', ...statusesOf(driverDocumentMachine)],
  userType: ['all', ...DOCUMENT_USER_TYPES],
} as const satisfies FilterOptions<'status' | 'userType'>;

export type DocumentListFilter = keyof typeof DOCUMENT_LIST_FILTERS;

/** The selector's filters from the URL's (useListParams has already checked each value). */
export const documentFiltersFrom = (
  search: string,
  filters: { [K in DocumentListFilter]: string },
): DocumentFilters => ({
  search,
  status: filters.status as DocumentFilters['status'],
  userType: filters.userType as DocumentFilters['userType'],
});
