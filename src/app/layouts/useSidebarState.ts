import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';

/** Spec 9: the sidebar's state is kept in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 604800;
export const SIDEBAR_SHORTCUT_KEY = 'b';

/** Ctrl+B, or Cmd+B on a Mac. */
export const isSidebarShortcut = (event: KeyboardEvent): boolean =>
  event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.ctrlKey || event.metaKey) && !event.altKey;

/**
 * The desktop sidebar's expanded/collapsed state (restored from its cookie) and the mobile
 * drawer's open state. The keyboard shortcut toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setExpanded((wasExpanded) => !wasExpanded);
  }, [isMobile]);

  useEffect(() => {
    writeCookie(SIDEBAR_COOKIE, String(expanded), SIDEBAR_COOKIE_MAX_AGE_S);
  }, [expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return { expanded, drawerOpen, toggle, closeDrawer };
}
