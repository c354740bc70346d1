import type { Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import { savePreferencesBeforeLoad, settleAnimations, LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

type Scheme = 'light' | 'dark';

/** Loads `url` in the given colour scheme (the default `system` theme follows it). */
async function open(page: Page, url: string, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
  await settleAnimations(page);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test(`admin layout at 1366 px has no axe violations (${scheme})`, async ({ page }) => {
      await open(page, '/admin', scheme);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`admin layout at 375 px, drawer closed and open, has no axe violations (${scheme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, '/admin', scheme);
      expect(await axeViolations(page), 'drawer closed').toEqual([]);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByTestId('sidebar-drawer')).toBeVisible();
      await settleAnimations(page);
      expect(await axeViolations(page), 'drawer open').toEqual([]);
    });

    test(`not-found page has no axe violations (${scheme})`, async ({ page }) => {
      await open(page, '/no-such-page', scheme);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`admin layout with the bell popover open has no axe violations (${scheme})`, async ({ page }) => {
      await open(page, '/admin', scheme);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await settleAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`collapsed sidebar has no axe violations (${scheme})`, async ({ page }) => {
      await open(page, '/admin', scheme);
      await page.keyboard.press('Control+b');
      await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
      await settleAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('Arabic (right to left) admin layout has no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});
