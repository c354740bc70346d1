import { useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, following changes live; `null` where that is unknown: on the
 * server (prerendering) and while hydrating what it rendered. A component that lays out differently
 * by width renders both layouts (each hidden by a CSS media rule) when this is null, so the
 * prerendered page is right at every width and hydrates without a mismatch.
 */
export function useMediaMatch(mediaQuery: string): boolean | null {
  const query = mediaQuery.replace(/^@media\s*/, ''); // theme.breakpoints give '@media (...)'
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia() ? window.matchMedia(query).matches : null),
    () => null,
  );
}
