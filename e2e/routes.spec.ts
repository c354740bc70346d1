import type { ConsoleMessage, Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import { catalogues } from '../src/i18n/catalogues';
import type { Language } from '../src/i18n/languages';
import {
  ADMIN_PAGES,
  AREA_ROLES,
  adminUrl,
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** Spec 2.1: the public routes. */
const PUBLIC_PATHS = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/otp-verification',
  '/privacy-policy',
  '/terms-of-service',
  '/privacy',
  '/terms',
];

/**
 * Records console errors/warnings and page errors against the URL being visited, so that a failure
 * names the route (the `test` fixture also fails the test on them, but without the URL).
 */
function problemsByUrl(page: Page) {
  let current = '';
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${current}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: pageerror: ${error.message}`));
  return {
    visiting(url: string) {
      current = url;
    },
    expectNone() {
      expect(problems, `console errors or warnings on ${current}`).toEqual([]);
    },
  };
}

/** The page has exactly one h1, visible and not empty: its title. */
async function expectOneTitle(page: Page, url: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1, `visible h1 on ${url}`).toBeVisible();
  await expect(h1, `exactly one h1 on ${url}`).toHaveCount(1);
  await expect(h1, `h1 text on ${url}`).not.toHaveText(/^\s*$/);
}

/** The admin layout around the page: the sidebar with the right navigation, linked within the role. */
async function expectAdminLayout(
  page: Page,
  url: string,
  role: string,
  path: string,
  language: Language = 'en',
) {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar, `sidebar on ${url}`).toBeVisible();
  // Settings leads to Account Settings, under the profile sidebar (docs/decisions.md).
  const inProfile = path.split('/').includes('profile') || path === 'settings';
  const { nav: names } = catalogues[language];
  const navName = inProfile ? names.profileNavigation : names.mainNavigation;
  const nav = sidebar.getByRole('navigation', { name: navName });
  await expect(nav, `${navName} on ${url}`).toBeVisible();
  await expect(nav.getByRole('link').first(), `first sidebar link on ${url}`).toHaveAttribute(
    'href',
    `/${role}`,
  );
  await expect(page.getByRole('main'), `main landmark on ${url}`).toBeVisible();
}

test('every public route loads directly with one h1 and no console error', async ({ page }) => {
  test.setTimeout(2 * TEST_TIMEOUT_MS);
  const log = problemsByUrl(page);
  for (const path of PUBLIC_PATHS) {
    log.visiting(path);
    await page.goto(path);
    await expectOneTitle(page, path);
    await expect(page.getByRole('heading', { level: 1 }), `not the 404 screen on ${path}`).not.toHaveText(
      '404',
    );
    await expect(page.getByTestId('sidebar'), `no admin sidebar on ${path}`).toHaveCount(0);
    log.expectNone();
  }
});

// Every admin page as a deep link (a full page load through the server's SPA fallback).
test('every admin page under /admin loads directly in the layout with no console error', async ({ page }) => {
  test.setTimeout(3 * TEST_TIMEOUT_MS);
  const log = problemsByUrl(page);
  for (const path of ADMIN_PAGES) {
    const url = adminUrl('admin', path);
    log.visiting(url);
    await page.goto(url);
    await expectOneTitle(page, url);
    await expectAdminLayout(page, url, 'admin', path);
    log.expectNone();
  }
});

/**
 * The role-scoped areas: the same pages, reached inside the app (much faster than a page load each).
 * Each visit goes through an unknown path first, so the check cannot pass on the previous page.
 * Each area runs in another language and theme, so every page is seen in all five and in both.
 */
const AREA_PREFERENCES = {
  driver: { language: 'ar', theme: 'dark' },
  broker: { language: 'es', theme: 'light' },
  shipper: { language: 'fr', theme: 'dark' },
  carrier: { language: 'de', theme: 'light' },
} as const satisfies Record<string, { language: Language; theme: 'light' | 'dark' }>;

for (const role of AREA_ROLES.filter((r) => r !== 'admin')) {
  const preferences = AREA_PREFERENCES[role];
  test(`every admin page under /${role} renders in the layout with no console error (${preferences.language}, ${preferences.theme})`, async ({
    page,
  }) => {
    test.setTimeout(2 * TEST_TIMEOUT_MS);
    await savePreferencesBeforeLoad(page, preferences);
    const log = problemsByUrl(page);
    const h1 = page.getByRole('heading', { level: 1 });
    log.visiting(`/${role}`);
    await page.goto(`/${role}`);
    await expect(h1).toBeVisible();
    for (const path of ADMIN_PAGES) {
      const url = adminUrl(role, path);
      log.visiting(url);
      await navigateInApp(page, '/e2e-between-pages');
      await expect(h1).toHaveText('404');
      await navigateInApp(page, url);
      await expect(page.getByTestId('sidebar'), `sidebar on ${url}`).toBeVisible();
      await expectOneTitle(page, url);
      await expect(h1, `not the 404 screen on ${url}`).not.toHaveText('404');
      await expectAdminLayout(page, url, role, path, preferences.language);
      log.expectNone();
    }
  });
}

const UNKNOWN_PATHS = ['/no-such-page', '/admin/no-such-page', '/pilot', '/pilot/users'];

for (const path of UNKNOWN_PATHS) {
  test(`${path} shows the not-found screen and logs the path`, async ({ page, consoleMessages }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect.poll(() => consoleMessages).toContain(`404: no route matches ${path}`);

    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404');
  });
}
