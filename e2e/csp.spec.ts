import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  ADMIN_PAGES,
  adminUrl,
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  toasts,
} from './helpers';
import { PUBLIC_PATHS } from '../src/lib/publicPaths';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: 2 * TEST_TIMEOUT_MS });

/**
 * Watches a page for what the Content Security Policy forbids: every `securitypolicyviolation`
 * event (collected in the page from its first script on), every console line about the policy,
 * and every request that leaves the page's origin. `expectNone` names the route being visited.
 */
async function watchPolicy(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL!).origin;
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`),
    );
  });
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`${current}: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) problems.push(`${current}: request to ${request.url()}`);
  });
  return {
    visiting(route: string) {
      current = route;
    },
    async expectNone() {
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect([...problems, ...violations.map((v) => `${current}: ${v}`)]).toEqual([]);
    },
  };
}

/** The page's policy is in its <meta>, and the same (with frame-ancestors) in the response header. */
async function expectPolicy(page: Page, route: string, header: string | undefined) {
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(header, `header on ${route}`).toBe(`${meta}; frame-ancestors 'none'`);
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(meta!.split(/[\s;]+/), `${loose} on ${route}`).not.toContain(loose);
  expect(meta, route).toMatch(
    /default-src 'self'; script-src 'self'( 'sha256-[\w+/]+=*')*; style-src 'self'/,
  );
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('public pages: the policy in header and HTML, nothing refused, no request off the origin', async ({
  page,
  baseURL,
}) => {
  const watch = await watchPolicy(page, baseURL);
  for (const path of Object.values(PUBLIC_PATHS)) {
    watch.visiting(path);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    await expect(h1(page), path).toBeVisible();
    await expectPolicy(page, path, response?.headers()['content-security-policy']);
    await watch.expectNone();
  }
});

test('every admin page and a toast: nothing refused, no request off the origin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(3 * TEST_TIMEOUT_MS);
  const watch = await watchPolicy(page, baseURL);
  watch.visiting('/admin');
  const response = await page.goto('/admin');
  await expect(h1(page)).toBeVisible();
  await expectPolicy(page, '/admin', response?.headers()['content-security-policy']);
  // Each page inside the app (its code loads on first visit), through an unknown path in between
  // so that the check cannot pass on the previous page.
  for (const path of [...ADMIN_PAGES, 'jobs/JOB-1001']) {
    const url = adminUrl('admin', path);
    watch.visiting(url);
    await navigateInApp(page, '/e2e-between-pages');
    await expect(h1(page)).toHaveText('404');
    await navigateInApp(page, url);
    await expect(h1(page), url).not.toHaveText('404');
    await watch.expectNone();
  }

  // A menu (a popover: positioned through the CSSOM) and a toast: notistack's goober styles go through the CSSOM stand-in (src/theme/gooberSheet.ts).
  watch.visiting('menu and toast');
  await navigateInApp(page, '/admin/notifications');
  await page.getByRole('button', { name: /^Theme/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  const toast = toasts(page).getByText('All notifications marked as read');
  await expect(toast).toBeVisible();
  const container = page.locator('.notistack-SnackbarContainer');
  await expect(container).toHaveCSS('position', 'fixed');
  await expect(container).toHaveCSS('z-index', '1400');
  await watch.expectNone();
});

test('dark Arabic pages, public (rendered on the client) and admin: nothing refused', async ({
  page,
  baseURL,
}) => {
  const watch = await watchPolicy(page, baseURL);
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'ar' });
  for (const path of ['/', '/login', '/admin/users', '/admin/jobs/JOB-1001', '/admin/payments']) {
    watch.visiting(path);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(h1(page), path).toBeVisible();
    await watch.expectNone();
  }
});
