import { useCallback, useMemo } from 'react';
import type { SortState } from './listTypes';
import { useLatestSearchParams } from './useLatestSearchParams';
import { PAGE_PARAM } from './usePageParam';

/** The query parameter holding a list's sort: `?sort=name` ascending, `?sort=-name` descending. */
export const SORT_PARAM = 'sort';

/** Reads `?sort=`; a field that is not one of `fields` reads as unsorted. */
export function parseSort(raw: string | null, fields: readonly string[]): SortState | null {
  if (!raw) return null;
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return fields.includes(field) ? { field, direction: descending ? 'desc' : 'asc' } : null;
}

/** `?sort=`'s value for a sort; null for none. */
export const formatSort = (sort: SortState | null): string | null =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : null;

/**
 * The list's sort in the URL, and its writer (the grid's header clicks cycle ascending, descending,
 * unsorted). A new sort goes back to page 1, as the grid itself does: the rows of the page shown
 * would otherwise be unrelated to what was there.
 */
export function useSortParam(
  fields: readonly string[],
  pageParam: string = PAGE_PARAM,
): [SortState | null, (sort: SortState | null) => void] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const raw = searchParams.get(SORT_PARAM);
  const key = fields.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields change only when their names do
  const sort = useMemo(() => parseSort(raw, fields), [raw, key]);
  const setSort = useCallback(
    (next: SortState | null) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          const value = formatSort(next);
          if (value === params.get(SORT_PARAM)) return params;
          if (value) params.set(SORT_PARAM, value);
          else params.delete(SORT_PARAM);
          params.delete(pageParam);
          return params;
        },
        // Rendered at once: the grid computes the next sort from the model it holds, so a second
        // header click before a deferred render would sort ascending again.
        { replace: true, flushSync: true },
      ),
    [setSearchParams, pageParam],
  );
  return [sort, setSort];
}
