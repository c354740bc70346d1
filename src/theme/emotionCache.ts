import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

/**
 * A new emotion cache for `direction`; the RTL one flips every left/right rule through stylis.
 * The prerender step makes one per page; the keys must stay as they are, since the browser's cache
 * adopts the prerendered page's style tags by their key (`mui`).
 */
export const createEmotionCache = (direction: Direction): EmotionCache =>
  direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui', stylisPlugins: [prefixer] });

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** The browser's one emotion cache per direction. */
export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??= createEmotionCache(direction);
  return caches[direction];
}
