import { useMemo } from 'react';
import { useAfterHydration } from './hydration';

/** When this build was made (webpack's DefinePlugin); tests and the dev server use the start time. */
const BUILD_TIME = Number(process.env.BUILD_TIME) || Date.now();

const now = () => Date.now();

/**
 * "Now" for texts that show a date (the legal pages' last update, the footer's year, the landing
 * page's sample figures): the time the component first rendered, kept while it stays. While a
 * prerendered page hydrates it is the build time instead, so the markup matches; the real time
 * follows at once (useAfterHydration).
 */
export function usePageTime(): Date {
  const time = useAfterHydration(BUILD_TIME, now);
  return useMemo(() => new Date(time), [time]);
}
