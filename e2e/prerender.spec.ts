import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as fixtureExpect, STORAGE_KEY, test } from './fixtures';
import { bodyLuminance, savePreferencesBeforeLoad, LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** Every public page (spec 2.1, aliases included) and its heading. */
const PAGES = [
  { path: '/', heading: 'Move freight faster, from first mile to last' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/signup', heading: 'Create an account' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/reset-password', heading: 'Reset password' },
  { path: '/otp-verification', heading: 'Code verification' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/terms', heading: 'Terms of Service' },
] as const;

/** No script of the app runs (each answers empty): only the HTML, its styles and the inline start-up script. */
const blockAppScripts = (page: Page) =>
  page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is in the HTML already: its heading, landmarks and title', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('main'), path).toBeVisible();
      await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', 'en');
    }
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign In · FreightHub');
  });

  test("the pages carry a Content Security Policy: own scripts and each of the page's inline scripts by its hash", async ({
    request,
  }) => {
    // A prerendered page has the start-up script; the page shell also the admin pages' preloading.
    for (const [path, inline] of [
      ['/', 1],
      ['/admin', 2],
    ] as const) {
      const html = await (await request.get(path)).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const scripts = policy.split(';').find((rule) => rule.trim().startsWith('script-src')) ?? '';
      expect(scripts, path).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      const bodies = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, body]) => body!,
      );
      expect(bodies, path).toHaveLength(inline);
      const hashes = bodies.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(scripts.trim().split(' ').slice(2).sort(), path).toEqual(hashes.sort()); // after script-src 'self'
      expect(policy, path).not.toContain('unsafe-eval');
    }
  });

  test('the admin area is not prerendered: it is the page shell', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('hydration keeps the prerendered page: the same heading element, no warning', async ({ page }) => {
  // Once the HTML is parsed, and before any deferred script runs, tag the headings it holds; a page
  // that React rendered anew would have untagged ones.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.fromHtml = 'true';
    });
  });
  for (const { path } of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toHaveAttribute('data-from-html', 'true');
    // Hydrated: the header's controls work (the theme menu opens).
    await page.getByRole('button', { name: /^Theme/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Dark' }), path).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // The console check of the fixture fails the test on any hydration warning or error.
});

test('a saved dark theme shows on the first paint, before any app script runs', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'en' });
  await blockAppScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  expect(await bodyLuminance(page)).toBeLessThan(0.1);
});

test('a saved Arabic shows on the first paint: right to left, and no English text flashes', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'ar' });
  await blockAppScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  // The English prerender is hidden until the app has rendered the page in Arabic.
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();

  await page.unrouteAll();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'انقل شحناتك أسرع، من الميل الأول إلى الأخير' }),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-render', 'client');
});

test('no layout shift on any public page, light and dark, English and Arabic', async ({ page }) => {
  test.setTimeout(4 * TEST_TIMEOUT_MS);
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const language of ['en', 'ar'])
    for (const theme of ['light', 'dark']) {
      await page.goto('/robots.txt'); // the site's origin, without the app
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        STORAGE_KEY,
        JSON.stringify({
          preferences: JSON.stringify({ theme, language }),
          _persist: JSON.stringify({ version: 2, rehydrated: true }),
        }),
      ] as const);
      for (const { path } of PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.waitForTimeout(300);
        const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
        expect(shift, `${path} ${theme} ${language}`).toBe(0);
      }
    }
});

test('crawlers get a real robots.txt and a sitemap of the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /admin');
  expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(locations.sort()).toEqual(
    [
      '/',
      '/forgot-password',
      '/login',
      '/otp-verification',
      '/privacy-policy',
      '/reset-password',
      '/signup',
      '/terms-of-service',
    ].sort(),
  );
});
