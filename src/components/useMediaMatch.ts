import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from './hydration';

const matches = (query: string): boolean | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : null;

/**
 * Whether a media query matches, following changes live; `null` where that is unknown: on the
 * server (prerendering) and while hydrating what it rendered. A component that lays out differently
 * by width renders both layouts (each hidden by a CSS media rule) when this is null, so the
 * prerendered page is right at every width and hydrates without a mismatch; the real answer then
 * follows in a transition, which never blocks the page.
 */
export function useMediaMatch(mediaQuery: string): boolean | null {
  const query = mediaQuery.replace(/^@media\s*/, ''); // theme.breakpoints give '@media (...)'
  const [state, setState] = useState(() => ({ query, value: isHydrating() ? null : matches(query) }));
  const value = state.query === query ? state.value : matches(query);

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () =>
      setState((current) =>
        current.query === query && current.value === list.matches ? current : { query, value: list.matches },
      );
    startTransition(update); // after hydration: the real answer (no change otherwise)
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);

  return value;
}
