/**
 * A matchMedia for jsdom that answers width queries for a chosen viewport width, so components using
 * useMediaQuery (MUI emits "(min-width:768px)" and "(max-width:767.95px)") render as on that screen.
 *
 *   afterEach(restoreViewport);
 *   setViewportWidth(375);
 */

const originalMatchMedia = window.matchMedia;
const originalInnerWidth = window.innerWidth;

type Listener = (event: MediaQueryListEvent) => void;

interface FakeMediaQueryList extends MediaQueryList {
  /** Re-evaluates the query and notifies listeners if the answer changed. */
  refresh(): void;
}

let width = originalInnerWidth;
const liveLists = new Set<FakeMediaQueryList>();

/** True if `query` (a comma-separated list of `and`-joined conditions) matches the current width. */
export function evaluateMediaQuery(query: string, viewportWidth: number): boolean {
  return query.split(',').some((alternative) =>
    alternative
      .split(/\band\b/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .every((condition) => matchesCondition(condition, viewportWidth)),
  );
}

function matchesCondition(condition: string, viewportWidth: number): boolean {
  if (condition === 'screen' || condition === 'all') return true;
  const feature = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(condition);
  if (!feature) return false; // print, prefers-*, orientation…: not simulated, so never matching.
  const limit = Number(feature[2]);
  return feature[1] === 'min' ? viewportWidth >= limit : viewportWidth <= limit;
}

function createMediaQueryList(query: string): FakeMediaQueryList {
  const listeners = new Set<Listener>();
  let matches = evaluateMediaQuery(query, width);
  const list: FakeMediaQueryList = {
    get matches() {
      return matches;
    },
    media: query,
    onchange: null,
    addListener: (listener) => listener && listeners.add(listener as Listener),
    removeListener: (listener) => listener && listeners.delete(listener as Listener),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (typeof listener === 'function') listeners.add(listener as Listener);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (typeof listener === 'function') listeners.delete(listener as Listener);
    },
    dispatchEvent: () => false,
    refresh() {
      const next = evaluateMediaQuery(query, width);
      if (next === matches) return;
      matches = next;
      const event = { matches, media: query } as MediaQueryListEvent;
      listeners.forEach((listener) => listener(event));
    },
  };
  liveLists.add(list);
  return list;
}

/**
 * Makes window.matchMedia answer as a viewport `px` wide. Calling it again mid-test notifies
 * existing listeners, like a window resize (wrap that call in act()).
 */
export function setViewportWidth(px: number): void {
  width = px;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
  window.matchMedia = createMediaQueryList;
  liveLists.forEach((list) => list.refresh());
}

/** Puts back the matchMedia and innerWidth that were there before setViewportWidth. */
export function restoreViewport(): void {
  liveLists.clear();
  width = originalInnerWidth;
  window.matchMedia = originalMatchMedia;
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    writable: true,
    value: originalInnerWidth,
  });
}
