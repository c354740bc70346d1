import { useLatestSearchParams } from './useLatestSearchParams';
import { useCallback, useMemo } from 'react';
import { PAGE_PARAM } from './usePageParam';

/** The query parameter holding a list's sort: `?sort=name` ascending, `?sort=-name` descending. */
export const SORT_PARAM = 'sort';

export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** Reads `?sort=`; a field that is not one of `fields` reads as unsorted. */
export function parseSort(raw: string | null, fields: readonly string[]): SortState | null {
  if (!raw) return null;
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return fields.includes(field) ? { field, direction: descending ? 'desc' : 'asc' } : null;
}

/**
 * The list's sort in the URL, and a setter that cycles a column: ascending, descending, unsorted.
 * A new sort goes back to page 1 (the page's rows would otherwise be unrelated to what was shown).
 */
export function useSortParam(
  fields: readonly string[],
  pageParam: string = PAGE_PARAM,
): [SortState | null, (field: string) => void] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const raw = searchParams.get(SORT_PARAM);
  const key = fields.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields change only when their names do
  const sort = useMemo(() => parseSort(raw, fields), [raw, key]);
  const cycle = useCallback(
    (field: string) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          const current = parseSort(params.get(SORT_PARAM), [field]);
          if (!current) params.set(SORT_PARAM, field);
          else if (current.direction === 'asc') params.set(SORT_PARAM, `-${field}`);
          else params.delete(SORT_PARAM);
          params.delete(pageParam);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams, pageParam],
  );
  return [sort, cycle];
}
