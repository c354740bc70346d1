import type { Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, STORAGE_KEY, test } from './fixtures';
import {
  bodyLuminance,
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  settleAnimations,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS * 2 });

/** Every admin screen that shows a list (each tab of a tabbed one), at 1366 px: the grid. */
const LIST_ROUTES = [
  '/admin/users',
  '/admin/users/verification',
  '/admin/users/USR-001?tab=history',
  '/admin/companies',
  '/admin/companies/verification',
  '/admin/companies/CMP-001?tab=jobs',
  '/admin/companies/CMP-001?tab=users',
  '/admin/companies/CMP-001?tab=documents',
  '/admin/jobs',
  '/admin/jobs/JOB-1001',
  '/admin/jobs/assignments',
  '/admin/roles',
  '/admin/payments',
  '/admin/payments?tab=job_payments',
  '/admin/payments?tab=posting_fees',
  '/admin/payments?tab=disputes',
  '/admin/disputes',
  '/admin/documents',
  '/admin/notifications',
  '/admin/activity',
  '/admin/profile/jobs',
];

/** The grid cells whose content is wider than the cell, and a sideways scroll of grid or page. */
const overflowingCells = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('main .MuiDataGrid-cell')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `${cell.getAttribute('data-field')}: ${cell.textContent}`),
    ...[...document.querySelectorAll('main .MuiDataGrid-virtualScroller')]
      .filter((scroller) => scroller.scrollWidth > scroller.clientWidth + 1)
      .map((scroller) => `grid scrolls sideways by ${scroller.scrollWidth - scroller.clientWidth} px`),
    ...(document.documentElement.scrollWidth > document.documentElement.clientWidth
      ? ['page scrolls sideways']
      : []),
  ]);

for (const route of LIST_ROUTES) {
  test(`${route}: the grid has no axe violations in light, dark and Arabic`, async ({ page }) => {
    await savePreferencesBeforeLoad(page, { theme: 'system', language: 'en' });
    await page.emulateMedia({ colorScheme: 'light' });
    if (route === '/admin/activity') {
      // The trail starts empty: one status change from the users list's first row menu first.
      await page.goto('/admin/users');
      await page
        .getByRole('button', { name: /^Status actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { disabled: false }).first().click();
      await expect(page.getByRole('menu')).toBeHidden();
      await navigateInApp(page, route);
    } else {
      await page.goto(route);
    }
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toBeVisible();
    await settleAnimations(page);
    expect(await axeViolations(page), 'light').toEqual([]);
    // Every cell's content fits its column (a long value wraps, the row grows), and at 1366 px
    // the columns fit the grid: nothing cut, no sideways scroll.
    expect(await overflowingCells(page), 'cells cut off').toEqual([]);

    const light = await bodyLuminance(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
    await settleAnimations(page);
    expect(await axeViolations(page), 'dark').toEqual([]);

    // Arabic: the language saved as the app saves it, then a reload.
    await page.evaluate((key) => {
      const root = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>;
      const preferences = JSON.parse(root.preferences ?? '{}') as Record<string, unknown>;
      root.preferences = JSON.stringify({ ...preferences, language: 'ar' });
      window.localStorage.setItem(key, JSON.stringify(root));
    }, STORAGE_KEY);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const grid = page.getByRole('grid').first();
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expect(grid).toHaveCSS('direction', 'rtl');
    await settleAnimations(page);
    expect(await axeViolations(page), 'Arabic').toEqual([]);
  });
}
