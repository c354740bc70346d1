/** The grid's chunk (MUI X DataGrid and our wrapper); webpack names it `grid`. */
export const loadGrid = () => import(/* webpackChunkName: "grid" */ './grid/DataListGrid');

/** Lists render the grid from this width (the theme's `md`); below it, cards and no grid chunk. */
export const GRID_MIN_WIDTH_QUERY = '(min-width: 768px)';

/**
 * Once a wide admin screen is open, fetches the grid while the browser is idle, so the first list
 * does not wait for it. Phones (and narrow windows) never fetch it.
 */
export function prefetchGridWhenIdle(): () => void {
  if (typeof window === 'undefined' || !window.matchMedia(GRID_MIN_WIDTH_QUERY).matches) return () => {};
  const load = () => void loadGrid().catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 1500);
  return () => clearTimeout(timer);
}
