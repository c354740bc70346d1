import { useMediaMatch } from '../useMediaMatch';

/** True while the system asks for less motion (follows changes live; false while prerendering). */
export const usePrefersReducedMotion = (): boolean =>
  useMediaMatch('(prefers-reduced-motion: reduce)') === true;
