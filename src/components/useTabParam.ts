import { useLatestSearchParams } from './list/useLatestSearchParams';
import { useCallback } from 'react';

/** The query parameter holding a detail screen's tab. */
export const TAB_PARAM = 'tab';

/**
 * A detail screen's tab in `?tab=`, so a reload or a shared link opens the same tab. An unknown
 * value reads as the first tab; the first tab is left out of the URL. Choosing a tab adds a
 * history entry and keeps the other parameters (a paged tab's own page parameter included).
 */
export function useTabParam<T extends string>(
  tabs: readonly [T, ...T[]],
): [tab: T, setTab: (tab: T) => void] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const raw = searchParams.get(TAB_PARAM);
  const tab = tabs.find((candidate) => candidate === raw) ?? tabs[0];
  const first = tabs[0];
  const setTab = useCallback(
    (next: T) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === first) params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      }),
    [setSearchParams, first],
  );
  return [tab, setTab];
}
