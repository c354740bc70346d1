import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/inTasks';

/** The browser's scrollbar thickness in CSS pixels, by device pixel ratio (a zoom changes it). */
const measured = new Map<number, number>();

/**
 * Measures the browser's scrollbar as MUI X's grid measures it when it has no scrollbar of its own
 * to read: a box that always scrolls, its outer width less its inner. Once per zoom.
 */
export function measureScrollbarSize(doc: Document = document): number {
  const ratio = doc.defaultView?.devicePixelRatio ?? 1;
  const known = measured.get(ratio);
  if (known !== undefined) return known;
  const probe = doc.body.appendChild(doc.createElement('div'));
  Object.assign(probe.style, { position: 'absolute', width: '99px', height: '99px', overflow: 'scroll' });
  const size = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  measured.set(ratio, size);
  return size;
}

/**
 * The `scrollbarSize` for a grid mounting now. Without it, the grid measures the scrollbar itself
 * each time its dimensions change (its mount, and the render of its first rows): a style read and
 * a probe of its own, each forcing the page's layout, 4 to 14 ms a list's first render (traced,
 * docs/performance.md). Undefined until measured, so that the first grid measures as before; this
 * measure is then taken in idle time, once, for every grid after it. A grid keeps the size it
 * mounted with: a new one in the middle of its life would have it measure everything again.
 */
export function useScrollbarSize(): number | undefined {
  const [size] = useState(() => measured.get(window.devicePixelRatio));
  useEffect(() => {
    // Measured even if the grid has gone by then: the size is for the next one.
    if (size === undefined) void whenIdle().then(() => measureScrollbarSize());
  }, [size]);
  return size;
}
