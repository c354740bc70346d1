import { useLatestSearchParams } from './useLatestSearchParams';
import { useCallback } from 'react';

/** The query parameter holding a list's 1-based page. */
export const PAGE_PARAM = 'page';

/** Reads a 1-based page from a query value; anything invalid lands on 1 or on the last page. */
export function clampPage(raw: string | null, pageCount: number): number {
  const last = Math.max(1, pageCount);
  const page = Math.trunc(Number(raw));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, last);
}

/**
 * The current page from `?page=` (or another parameter, for a second paged list on a screen), clamped to `1..pageCount`, and a setter that writes it back
 * (keeping the other query parameters, as a new history entry so Back returns to the previous page).
 * The URL is not rewritten when clamping, so a shorter list after a search does not lose the
 * reader's place once the search is cleared.
 */
export function usePageParam(
  pageCount: number,
  name: string = PAGE_PARAM,
): [page: number, setPage: (page: number) => void] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const page = clampPage(searchParams.get(name), pageCount);
  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set(name, String(next));
          return params;
        },
        { replace: false },
      );
    },
    [setSearchParams, name],
  );
  return [page, setPage];
}
