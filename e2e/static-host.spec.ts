import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import { LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** The landing page's heading: the markup a single-page-app host sends for every unknown path. */
const HERO = 'Move freight faster, from first mile to last';

/**
 * A host that answers as many single-page-app hosts do: a file as it is, any other path (the
 * prerendered pages' folders included) dist/index.html, the prerendered landing page. It is
 * scripts/serve.mjs with FALLBACK, on a free port, one per worker.
 */
let host: ChildProcess | undefined;
let hostOrigin = '';

test.beforeAll(async () => {
  const server = spawn(process.execPath, [join(__dirname, '..', 'scripts', 'serve.mjs')], {
    env: { ...process.env, PORT: '0', FALLBACK: 'index.html' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  host = server;
  hostOrigin = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /at (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (address) resolve(address[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the static host stopped (${code}): ${output}`)));
  });
});

test.afterAll(() => {
  host?.kill();
});

/**
 * Records, in the page, every moment the landing page's heading could be seen: each animation frame
 * from the document's start (a frame is painted after its callbacks) and the parsed page. It also
 * tags the headings that came in the HTML, so a hydrated page can be told from one rendered anew.
 */
async function watchLanding(page: Page) {
  await page.addInitScript((hero) => {
    const seen: string[] = [];
    (window as unknown as { landingSeen: string[] }).landingSeen = seen;
    const check = (moment: string) => {
      for (const h1 of document.querySelectorAll('h1'))
        if (h1.textContent === hero && h1.checkVisibility({ visibilityProperty: true })) seen.push(moment);
    };
    const everyFrame = () => {
      check('a frame');
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    // Parsed, before any deferred script (the app) runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.fromHtml = 'true';
      check('the parsed page');
    });
  }, HERO);
  return {
    seen: () => page.evaluate(() => (window as unknown as { landingSeen: string[] }).landingSeen),
  };
}

test.describe('a host that answers every unknown path with index.html', () => {
  for (const { path, heading } of [
    { path: '/login', heading: 'Welcome back' },
    { path: '/admin/users', heading: 'User Management' },
  ])
    test(`${path} renders its own screen afresh, never showing the landing page`, async ({ page }) => {
      const landing = await watchLanding(page);
      const response = await page.goto(hostOrigin + path);
      expect(await response!.text(), 'the host sends the landing page').toContain(HERO);

      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      await expect(h1, 'rendered by the app, not hydrated').not.toHaveAttribute('data-from-html');
      await expect(page.locator('html')).not.toHaveAttribute('data-render', 'client');
      await expect(page.getByText(HERO)).toHaveCount(0);
      expect(await landing.seen(), 'moments the landing heading could be seen').toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      // The console check of the fixture fails the test on any hydration error or warning.
    });

  test('/ and /index.html hydrate the landing page', async ({ page }) => {
    const landing = await watchLanding(page);
    for (const path of ['/', '/index.html']) {
      await page.goto(hostOrigin + path);
      const h1 = page.getByRole('heading', { level: 1, name: HERO });
      await expect(h1, path).toBeVisible();
      await expect(h1, `${path} hydrated`).toHaveAttribute('data-from-html', 'true');
      // The watcher sees the landing page where it belongs.
      expect((await landing.seen()).length, path).toBeGreaterThan(0);
      // The router knows no index.html: the address says its folder.
      expect(new URL(page.url()).pathname, path).toBe('/');
      // Hydrated: the header's controls work (the theme menu opens).
      await page.getByRole('button', { name: /^Theme/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Dark' }), path).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
});

test('the reference server: a trailing slash or index.html hydrates the prerendered page', async ({
  page,
}) => {
  await watchLanding(page);
  for (const { path, address } of [
    { path: '/login/', address: '/login/' },
    { path: '/login/index.html', address: '/login/' },
  ]) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1, name: 'Welcome back' });
    await expect(h1, path).toBeVisible();
    await expect(h1, `${path} hydrated`).toHaveAttribute('data-from-html', 'true');
    expect(new URL(page.url()).pathname, path).toBe(address);
  }
});
