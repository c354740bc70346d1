import { useLatestSearchParams } from './useLatestSearchParams';
import { useCallback, useMemo } from 'react';
import { PAGE_PARAM } from './usePageParam';

/** The query parameter holding a list's search text. */
export const SEARCH_PARAM = 'q';

/** Each filter's allowed values, the first being its default ("all"). */
export type FilterOptions<F extends string> = { readonly [K in F]: readonly [string, ...string[]] };

export interface ListParams<F extends string> {
  query: string;
  filters: { [K in F]: string };
  setQuery: (query: string) => void;
  setFilter: (name: F, value: string) => void;
}

/**
 * A list's search and filters in the URL (`?q=&role=&status=`), read on load, so a filtered list
 * can be shared and survives a reload; the page is in `?page=` (usePageParam, used by DataList).
 * A filter's value that is not one of its options reads as its default, and the default is left
 * out of the URL. Changing the search or a filter goes back to page 1; typing replaces the history
 * entry (Back does not step through keystrokes), choosing a filter adds one.
 */
export function useListParams<F extends string>(options: FilterOptions<F>): ListParams<F> {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const query = searchParams.get(SEARCH_PARAM) ?? '';
  const names = Object.keys(options) as F[];
  const raw = names.map((name) => searchParams.get(name)).join('\u0000');
  const filters = useMemo(
    () =>
      Object.fromEntries(
        names.map((name) => {
          const value = searchParams.get(name);
          return [name, value !== null && options[name].includes(value) ? value : options[name][0]];
        }),
      ) as { [K in F]: string },
    // The filters change only when their own parameters do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [raw],
  );

  const write = useCallback(
    (name: string, value: string, fallback: string, replace: boolean) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (value === fallback) params.delete(name);
          else params.set(name, value);
          params.delete(PAGE_PARAM);
          return params;
        },
        // Rendered at once, not in a transition. Typing: a search box whose value waits for a
        // transition would reset under fast typing and drop the keys typed meanwhile ("david" read
        // "d"). A filter: its menu's closing interrupted the transition's render, which started
        // again; at 100,000 users the list took 99 to 109 ms to show, 76 to 95 at once (docs/performance.md).
        { replace, flushSync: true },
      ),
    [setSearchParams],
  );
  const setQuery = useCallback((next: string) => write(SEARCH_PARAM, next, '', true), [write]);
  const setFilter = useCallback(
    (name: F, value: string) => write(name, value, options[name][0], false),
    [write, options],
  );
  return { query, filters, setQuery, setFilter };
}
