import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/**
 * Whether React is hydrating a prerendered page right now: set by the start-up code (boot.tsx)
 * before hydrateRoot, cleared by <HydrationEnd/> once the page's content is committed. (Not at the
 * root's first commit: React commits the shell first and hydrates Suspense boundaries, where the
 * screens are, in later passes.)
 */
let hydrating = false;

export const hydrationStarted = (): void => {
  hydrating = true;
};
export const hydrationEnded = (): void => {
  hydrating = false;
};

/** True while React hydrates the prerendered page (read in state initialisers). */
export const isHydrating = (): boolean => hydrating;

let pageCommitted = false;
const pageCommitListeners = new Set<() => void>();

/** Calls `listener` once the first page is on screen as the app's (hydrated or rendered), at once if it is. */
export function whenPageCommitted(listener: () => void): void {
  if (pageCommitted) listener();
  else pageCommitListeners.add(listener);
}

/** Put last inside the Suspense boundary around the screens: its commit ends the hydration. */
export function HydrationEnd(): null {
  useLayoutEffect(() => {
    hydrationEnded();
    if (pageCommitted) return;
    pageCommitted = true;
    for (const listener of pageCommitListeners) listener();
    pageCommitListeners.clear();
  }, []);
  return null;
}

/**
 * A value that may differ between the prerendered page and the browser ("now", say): the server's
 * value while hydrating, so the markup matches, then the browser's, applied in a transition (a
 * sliced, interruptible render: it never blocks the page the way a forced re-render after
 * hydration does). Outside hydration it is the browser's value from the first render.
 */
export function useAfterHydration<T>(serverValue: T, browserValue: () => T): T {
  const [state, setState] = useState(() =>
    isHydrating() ? { value: serverValue, provisional: true } : { value: browserValue(), provisional: false },
  );
  useEffect(() => {
    if (state.provisional) startTransition(() => setState({ value: browserValue(), provisional: false }));
  }, [state.provisional, browserValue]);
  return state.value;
}
