import { useLatestSearchParams } from '../list/useLatestSearchParams';
import { useCallback } from 'react';

/** The query parameter holding a detail screen's tab. */
export const TAB_PARAM = 'tab';

export interface TabParamOptions {
  /**
   * Parameters a tab change removes, in the same write: a screen whose tabs share one list gives
   * its page parameter, so a new tab starts on page 1.
   */
  resets?: readonly string[];
}

const NO_RESETS: readonly string[] = [];

/**
 * A screen's tab in `?tab=`, so a reload or a shared link opens the same tab. An unknown value
 * reads as the first tab; the first tab is left out of the URL. Choosing a tab adds a history
 * entry and keeps the other parameters (a paged tab's own page parameter included) except those
 * listed in `resets`.
 */
export function useTabParam<T extends string>(
  tabs: readonly [T, ...T[]],
  { resets = NO_RESETS }: TabParamOptions = {},
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
        for (const name of resets) params.delete(name);
        return params;
      }),
    [setSearchParams, first, resets],
  );
  return [tab, setTab];
}
