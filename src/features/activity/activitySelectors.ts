import type { FilterOptions } from '@/components/list/useListParams';
import { createListSelector } from '@/lib/listSelector';
import { matchesSearch } from '@/lib/search';
import { selectAuditEntries, type AuditEntry } from '@/store/history/audit';
import type { RootState } from '@/store/rootState';
import { ENTITY_TYPES, type EntityType } from '@/store/history/entityTables';

/** The Activity list's one filter, the kind of record (`all` first, the default), in `?type=`. */
export const ACTIVITY_LIST_FILTERS = {
  type: ['all', ...ENTITY_TYPES],
} as const satisfies FilterOptions<'type'>;
export type ActivityListFilter = keyof typeof ACTIVITY_LIST_FILTERS;

export interface ActivityFilters {
  /** Matched against the record's name and the event, by its translated label and its raw name. */
  search: string;
  type: EntityType | 'all';
  /** The event's label in the current language ("Suspended" for SUSPEND). */
  eventLabel: (entry: Pick<AuditEntry, 'event'>) => string;
}

/** The selector's filters from the URL's (useListParams has already checked each value). */
export const activityFiltersFrom = (
  search: string,
  filters: { [K in ActivityListFilter]: string },
  eventLabel: ActivityFilters['eventLabel'],
): ActivityFilters => ({ search, type: filters.type as ActivityFilters['type'], eventLabel });

/** Every audit entry that passes the search and the type filter, newest first (the trail's order). */
export const selectActivityRows = createListSelector<RootState, AuditEntry, ActivityFilters>(
  selectAuditEntries,
  {
    search: 'search',
    selects: { type: (entry) => entry.entityType },
    matches: (entry, { search, eventLabel }) =>
      matchesSearch(search, [entry.entityName, eventLabel(entry), entry.event]),
  },
);

/** True when the audit trail has any entry at all (the empty list then says "no activity yet"). */
export const selectHasActivity = (state: RootState): boolean => selectAuditEntries(state).length > 0;

/** The detail screens an entry can open, by the id's prefix (USR-001, CMP-001, JOB-1001). */
const DETAIL_PAGES = [
  { prefix: 'USR-', page: 'users' },
  { prefix: 'CMP-', page: 'companies' },
  { prefix: 'JOB-', page: 'jobs' },
] as const;

export type DetailPage = (typeof DETAIL_PAGES)[number]['page'];

/**
 * The user, company or job an entry is about: the record it belongs to (a queue item's user, a
 * document's user or company, an applicant's, assignment's or dispute's job), else the record
 * itself (a user, company or job). Null when that is none of the three.
 */
export function detailOf(
  entry: Pick<AuditEntry, 'entityId' | 'subjectId'>,
): { page: DetailPage; id: string } | null {
  const id = entry.subjectId ?? entry.entityId;
  const match = DETAIL_PAGES.find(({ prefix }) => id.startsWith(prefix) && id.length > prefix.length);
  return match && !id.includes('/') ? { page: match.page, id } : null;
}

/** The entry's detail page under the current role's area ("/admin/users/USR-001"), or null. */
export function detailPathOf(entry: Pick<AuditEntry, 'entityId' | 'subjectId'>, role: string): string | null {
  const detail = detailOf(entry);
  return detail && `/${role}/${detail.page}/${encodeURIComponent(detail.id)}`;
}
