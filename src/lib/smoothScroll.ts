/** Spec 9: the landing page's scroll animation lasts 1.5 s and stops 80 px above the section. */
export const SCROLL_DURATION_MS = 1500;
export const SCROLL_OFFSET_PX = 80;

export type Easing = (progress: number) => number;

/** Slow start, fast middle, slow end. */
export const easeInOutCubic: Easing = (p) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

export interface SmoothScrollOptions {
  duration?: number;
  easing?: Easing;
}

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const jumpTo = (y: number) => window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' });

let cancelCurrent: (() => void) | null = null;

/**
 * Scrolls the window to `targetY` over `duration` ms with `easing`, one step per animation frame;
 * at once when reduced motion is preferred. A new call, a wheel turn or a touch cancels a running
 * scroll. Returns a function that cancels it.
 */
export function smoothScrollTo(
  targetY: number,
  { duration = SCROLL_DURATION_MS, easing = easeInOutCubic }: SmoothScrollOptions = {},
): () => void {
  cancelCurrent?.();
  const maxY = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const target = Math.min(Math.max(0, targetY), maxY);
  const startY = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || target === startY) {
    jumpTo(target);
    return () => undefined;
  }

  const startTime = performance.now();
  let frame = 0;
  const cancel = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    if (cancelCurrent === cancel) cancelCurrent = null;
  };
  const step = (now: number) => {
    const progress = Math.min(1, Math.max(0, (now - startTime) / duration));
    jumpTo(startY + (target - startY) * easing(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else cancel();
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });
  cancelCurrent = cancel;
  frame = requestAnimationFrame(step);
  return cancel;
}

/** The scroll position that puts the element with `id` `offset` px below the top of the window. */
export function sectionScrollY(id: string, offset = SCROLL_OFFSET_PX): number | null {
  const element = document.getElementById(id);
  if (!element) return null;
  return element.getBoundingClientRect().top + window.scrollY - offset;
}

/** Scrolls to the section `id` (smoothly unless `instant`); false if there is no such section. */
export function scrollToSection(id: string, { instant = false }: { instant?: boolean } = {}): boolean {
  const y = sectionScrollY(id);
  if (y === null) return false;
  if (instant) {
    cancelCurrent?.();
    jumpTo(Math.max(0, y));
  } else smoothScrollTo(y);
  return true;
}
