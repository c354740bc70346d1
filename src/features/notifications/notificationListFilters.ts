import type { FilterOptions } from '@/components/list/useListParams';
import {
  NOTIFICATION_TYPE_FILTERS,
  READ_FILTERS,
  type NotificationFilters,
  type NotificationTypeFilter,
  type ReadFilter,
} from './notificationsSlice';

export type NotificationListFilter = 'type' | 'read';

/** The list's filters in the URL (`?type=&read=`), each defaulting to its first value, `all`. */
export const NOTIFICATION_LIST_FILTERS: FilterOptions<NotificationListFilter> = {
  type: NOTIFICATION_TYPE_FILTERS,
  read: READ_FILTERS,
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The URL's search and filters as the slice's filters (anything unknown reads as `all`). */
export function notificationFiltersFrom(
  query: string,
  filters: Record<NotificationListFilter, string>,
): NotificationFilters {
  const type: NotificationTypeFilter = isOneOf(NOTIFICATION_TYPE_FILTERS, filters.type)
    ? filters.type
    : 'all';
  const read: ReadFilter = isOneOf(READ_FILTERS, filters.read) ? filters.read : 'all';
  return { query, type, read };
}
