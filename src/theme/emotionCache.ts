import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

/**
 * A new emotion cache for `direction`; the RTL one flips every left/right rule through stylis.
 * The prerender step makes one per page; the keys must stay as they are, since the browser's cache
 * adopts the prerendered page's style tags by their key (`mui`, adoptPrerenderedStyles).
 */
export const createEmotionCache = (direction: Direction): EmotionCache =>
  direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui', stylisPlugins: [prefixer] });

/**
 * The attribute that the prerendered page's style element (its components' styles, not the global
 * ones) carries instead of emotion's `data-emotion`: "<cache key> <style name> <style name>...".
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/** Prerendered styles keep emotion's format but under PRERENDERED_STYLES_ATTRIBUTE (the prerender step). */
export const markPrerenderedStyles = (styleTags: string): string =>
  styleTags.replace(/data-emotion="(mui|muirtl) /g, `${PRERENDERED_STYLES_ATTRIBUTE}="$1 `);

/**
 * Tells `cache` that the prerendered page already has these styles, so it does not insert them
 * again. Emotion would do that itself for style elements marked `data-emotion`, but by moving each
 * of them in the document, which makes the browser parse the page's whole style sheet once more
 * during start-up (issue 22); these stay where they are.
 */
export function adoptPrerenderedStyles(cache: EmotionCache, root: ParentNode = document): void {
  for (const element of root.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (element.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key === cache.key) for (const name of names) if (name) cache.inserted[name] = true;
  }
}

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** The browser's one emotion cache per direction, with the prerendered page's styles adopted. */
export function emotionCacheFor(direction: Direction): EmotionCache {
  if (!caches[direction]) {
    caches[direction] = createEmotionCache(direction);
    if (typeof document === 'object') adoptPrerenderedStyles(caches[direction]);
  }
  return caches[direction];
}
