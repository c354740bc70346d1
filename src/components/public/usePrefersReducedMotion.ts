import useMediaQuery from '@mui/material/useMediaQuery';

/** True while the system asks for less motion (follows changes live). */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
