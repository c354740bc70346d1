import { useCallback, useId } from 'react';
import { useTabParam, type TabParamOptions } from './useTabParam';

/** A tabbed screen's tabs: which one is chosen (from the URL), how to choose one, and their ids. */
export interface TabsState<T extends string> {
  tabs: readonly [T, ...T[]];
  tab: T;
  setTab: (tab: T) => void;
  /** The id of a tab's `role="tab"` button. */
  tabId: (tab: T) => string;
  /** The id of a tab's `role="tabpanel"`, which the tab's `aria-controls` names. */
  panelId: (tab: T) => string;
}

/**
 * The one way a screen holds its tabs: the chosen tab in `?tab=` (`useTabParam`, with its
 * `resets`), and the ids linking each tab to its panel, made once per screen with `useId` so that
 * two tab sets on a page never share one. Render them with `TabbedPanels`.
 */
export function useTabs<T extends string>(
  tabs: readonly [T, ...T[]],
  options?: TabParamOptions,
): TabsState<T> {
  const [tab, setTab] = useTabParam(tabs, options);
  const baseId = useId();
  const tabId = useCallback((name: T) => `${baseId}tab-${name}`, [baseId]);
  const panelId = useCallback((name: T) => `${baseId}panel-${name}`, [baseId]);
  return { tabs, tab, setTab, tabId, panelId };
}
