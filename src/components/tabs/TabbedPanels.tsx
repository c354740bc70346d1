import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import type { TabsState } from './useTabs';

export interface TabbedPanelsProps<T extends string> {
  /** From `useTabs`: the tabs, the chosen one and their ids. */
  state: TabsState<T>;
  /** The tab list's accessible name. */
  label: string;
  /** A tab's visible label (also the name of its panel, through `aria-labelledby`). */
  tabLabel: (tab: T) => ReactNode;
  /** The chosen tab's content; the other tabs' panels stay empty. */
  children: (tab: T) => ReactNode;
  /**
   * The tabs are views of one content (a list the tabs filter): it stays mounted while the tab
   * changes (its grid, its scroll and its focus kept) and only the panel's id and name follow the
   * tab. Otherwise each tab's content mounts when its tab is chosen and unmounts when it is left.
   */
  sharedContent?: boolean;
  /**
   * Given, the tab row scrolls sideways when it does not fit: `'auto'` with arrow buttons where
   * needed (on phones too), `false` without. Not given, the tabs keep their natural width.
   */
  scrollButtons?: 'auto' | false;
  /** Narrow tabs (no minimum width, less padding on phones), for rows of four or five. */
  compact?: boolean;
  /** Space below the tab row, in theme spacing units. */
  gap?: number;
}

/** The key of the shown panel when its content is shared by the tabs (see `sharedContent`). */
const SHARED_PANEL = 'shown';

const COMPACT_TAB = { minWidth: 0, px: { xs: 1.5, sm: 2 } };

/**
 * The one tab pattern (docs/decisions.md, "One tab pattern"): MUI Tabs (arrow keys move between
 * the tabs) above one `role="tabpanel"` per tab, linked both ways: each tab's `aria-controls` names
 * its panel, each panel's `aria-labelledby` its tab. Only the chosen panel is shown and has content;
 * the others are in the page, hidden and empty, so that every tab points at a real element.
 * The shown panel comes first and keeps its place, so a shared content is never moved.
 */
export function TabbedPanels<T extends string>({
  state,
  label,
  tabLabel,
  children,
  sharedContent = false,
  scrollButtons,
  compact = false,
  gap = 0,
}: TabbedPanelsProps<T>) {
  const { tabs, tab, setTab, tabId, panelId } = state;
  const scrollable = scrollButtons !== undefined;
  const panel = (name: T) => ({ role: 'tabpanel', id: panelId(name), 'aria-labelledby': tabId(name) });
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: T) => setTab(next)}
        aria-label={label}
        variant={scrollable ? 'scrollable' : 'standard'}
        scrollButtons={scrollable ? scrollButtons : undefined}
        allowScrollButtonsMobile={scrollButtons === 'auto'}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: gap,
          ...(compact ? { '& .MuiTab-root': COMPACT_TAB } : null),
        }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={tabLabel(name)}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      <div key={sharedContent ? SHARED_PANEL : tab} {...panel(tab)}>
        {children(tab)}
      </div>
      {tabs
        .filter((name) => name !== tab)
        .map((name) => (
          <div key={name} {...panel(name)} hidden />
        ))}
    </>
  );
}
