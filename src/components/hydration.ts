import { startTransition, useEffect, useState } from 'react';

/**
 * Whether React is hydrating a prerendered page right now: set by the start-up code (boot.tsx)
 * around hydrateRoot and cleared once the first commit is done (ThemeRoot).
 */
let hydrating = false;

export const hydrationStarted = (): void => {
  hydrating = true;
};
export const hydrationEnded = (): void => {
  hydrating = false;
};

/**
 * A value that may differ between the prerendered page and the browser ("now", say): the server's
 * value while hydrating, so the markup matches, then the browser's, applied in a transition (a
 * sliced, interruptible render: it never blocks the page the way a forced re-render after
 * hydration does). Outside hydration it is the browser's value from the first render.
 */
export function useAfterHydration<T>(serverValue: T, browserValue: () => T): T {
  const [state, setState] = useState(() =>
    hydrating ? { value: serverValue, provisional: true } : { value: browserValue(), provisional: false },
  );
  useEffect(() => {
    if (state.provisional) startTransition(() => setState({ value: browserValue(), provisional: false }));
  }, [state.provisional, browserValue]);
  return state.value;
}
