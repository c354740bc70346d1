import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface RouteWeight {
  /** Every script the browser fetched for the route, by URL path, with its gzipped size in bytes. */
  scripts: { path: string; gzipBytes: number }[];
  /** Their sum, in bytes. */
  totalGzipBytes: number;
}

/**
 * Loads `path` in a fresh page and measures what the browser actually fetched for it: every
 * JavaScript response until the network is idle and the page heading is shown (on a wide admin
 * screen, until the grid's chunk has come too; on the dashboard, until its charts have, which it
 * asks for once the page has painted), each gzipped
 * (level 9, as a static host would send it), summed.
 */
export async function measureRoute(page: Page, path: string): Promise<RouteWeight> {
  const pending: Promise<{ path: string; gzipBytes: number }>[] = [];
  let gridFetched = false;
  let chartsFetched = false;
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    if (/\/assets\/grid\./.test(response.url())) gridFetched = true;
    if (/\/assets\/charts-lib\./.test(response.url())) chartsFetched = true;
    pending.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // A wide admin screen fetches the grid when the browser is idle (within 3 s) if no list has yet,
  // and the dashboard its charts once it has painted: their weight counts, whenever they arrive.
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  const awaited = (wide && path.startsWith('/admin') ? [() => gridFetched] : []).concat(
    path === '/admin' ? [() => chartsFetched] : [],
  );
  if (awaited.length) {
    const deadline = Date.now() + 6_000;
    while (!awaited.every((fetched) => fetched()) && Date.now() < deadline) await page.waitForTimeout(100);
    await page.waitForLoadState('networkidle');
  }
  // Measured: a script that comes later (a chunk fetched on idle) is not read after the test ends.
  page.off('response', onResponse);
  const scripts = await Promise.all(pending);
  return { scripts, totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
