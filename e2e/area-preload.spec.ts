import type { Request } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compileHintPlugin';
import { expect as fixtureExpect, test } from './fixtures';
import { LOAD_TIMEOUT_MS } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });

/** A sample of admin pages: the dashboard, a list, a detail, a queue, a nested profile page. */
const ROUTES = [
  '/admin',
  '/admin/users',
  '/carrier/users/USR-001',
  '/admin/jobs/assignments',
  '/admin/profile/settings',
];

test("an admin page's shell asks at once for every script its page runs, and for none it does not run", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 780 }); // a phone: no grid chunk, preloaded or not
  // webpack adds a <script src> for each chunk it runs and removes it once loaded: note each one.
  await page.addInitScript(() => {
    const ran: string[] = [];
    Object.assign(window, { __scriptsRun: ran });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) ran.push(new URL(node.src).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ROUTES) {
    const requested: string[] = [];
    const onRequest = (request: Request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);

    const preloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const ran = await page.evaluate(() => (window as unknown as { __scriptsRun: string[] }).__scriptsRun);
    expect(preloaded, path).toContainEqual(expect.stringMatching(/^\/assets\/admin\./));
    expect(preloaded, path).toContainEqual(expect.stringMatching(/^\/assets\/i18n-admin-en\./));
    expect(preloaded, path).toContainEqual(expect.stringMatching(/^\/assets\/page-/));
    for (const script of preloaded) {
      expect(ran, `${path}: ${script} is preloaded, so the page runs it`).toContain(script);
      expect(
        requested.filter((url) => url === script),
        `${path}: ${script} fetched once`,
      ).toHaveLength(1);
    }
  }
});

test('a prerendered public page carries no admin preloading', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script[data-area-preload]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"]')).toHaveCount(0);
});

test("every script of the build starts with V8's compile hint, on an admin page and a public one", async ({
  page,
}) => {
  // Each is compiled as it streams in, not function by function.
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.add(new URL(request.url()).pathname);
  });
  await page.goto('/admin/users');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const name of ['main', 'admin', 'page-users', 'grid'])
    expect([...paths], name).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${name}\\.`)));
  for (const path of paths) {
    const text = await (await page.request.get(path)).text();
    expect(text.slice(0, COMPILE_HINT.length), path).toBe(COMPILE_HINT);
  }
});
