import type { FilterOptions } from '@/components/list/useListParams';
import {
  USER_ROLE_FILTERS,
  USER_STATUS_FILTERS,
  type UserFilters,
  type UserRoleFilter,
  type UserStatusFilter,
} from './usersSlice';

export type UserListFilter = 'role' | 'status';

/** The user list's filters in the URL (`?role=&status=`), each defaulting to its first value, `all`. */
export const USER_LIST_FILTERS: FilterOptions<UserListFilter> = {
  role: USER_ROLE_FILTERS,
  status: USER_STATUS_FILTERS,
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The URL's search and filters as the users slice's filters (anything unknown reads as `all`). */
export function userFiltersFrom(query: string, filters: Record<UserListFilter, string>): UserFilters {
  const role: UserRoleFilter = isOneOf(USER_ROLE_FILTERS, filters.role) ? filters.role : 'all';
  const status: UserStatusFilter = isOneOf(USER_STATUS_FILTERS, filters.status) ? filters.status : 'all';
  return { query, role, status };
}
