import { useSyncExternalStore } from 'react';

/** Spec 9: the public header changes style after 50 px of scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the window is scrolled more than `threshold` px down. */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
