import { useMemo, useState, useSyncExternalStore } from 'react';

/** When this build was made (webpack's DefinePlugin); tests and the dev server use the start time. */
const BUILD_TIME = Number(process.env.BUILD_TIME) || Date.now();

const noSubscription = () => () => undefined;

/**
 * "Now" for texts that show a date (the legal pages' last update, the footer's year, the landing
 * page's sample figures): the time the component first rendered, kept while it stays. While
 * prerendering and hydrating it is the build time instead, so the prerendered HTML and the first
 * client render agree; React then re-renders with the real time.
 */
export function usePageTime(): Date {
  const [renderedAt] = useState(() => Date.now());
  const time = useSyncExternalStore(
    noSubscription,
    () => renderedAt,
    () => BUILD_TIME,
  );
  return useMemo(() => new Date(time), [time]);
}
