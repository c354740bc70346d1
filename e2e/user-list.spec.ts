import type { Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import {
  bodyLuminance,
  choose,
  toasts,
  savePreferencesBeforeLoad,
  settleAnimations,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });

test('user list: filters, search and page survive a reload; a row menu changes a status; a view link opens the user', async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(usersGrid(page).getByRole('row')).toHaveCount(11);

  // Axe, light then dark (the theme follows the system by default).
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  const light = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await choose(page, 'Role', 'Driver');
  await choose(page, 'Status', 'Active');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('a');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // The URL changes before the grid shows the new page: wait for the pager to say so.
  await expect(page.getByRole('button', { name: 'Page 2, current page' })).toBeVisible();
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    role: 'driver',
    status: 'active',
    q: 'a',
    page: '2',
  });
  const labelsBefore = await usersGrid(page)
    .getByRole('link', { name: /^View / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(labelsBefore.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2, current page' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Driver');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('a');
  await expect
    .poll(() =>
      usersGrid(page)
        .getByRole('link', { name: /^View / })
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
    )
    .toEqual(labelsBefore);
  for (const row of await usersGrid(page)
    .getByRole('row')
    .all()
    .then((rows) => rows.slice(1))) {
    await expect(row).toContainText('Driver');
    await expect(row).toContainText('Active');
  }

  // A status change from the row menu: its toast and the new status, kept after a reload.
  await choose(page, 'Status', 'All Status');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('David Thompson');
  await expect(usersGrid(page).getByRole('row')).toHaveCount(2);
  const row = usersGrid(page).getByRole('row').nth(1);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Status actions for David Thompson' }).click();
  await expect(page.locator('[role="menuitem"]:not([aria-disabled="true"])')).toHaveText([
    'Mark Under Review',
    'Suspend User',
  ]);
  await page.getByRole('menuitem', { name: 'Suspend User' }).click();
  await expect(toasts(page).getByText('User Status Updated')).toBeVisible();
  await expect(toasts(page).getByText('User has been suspended.')).toBeVisible();
  await expect(row).toContainText('Suspended');
  // Reloaded at once: the write follows the change by about 50 ms, and a change not written yet
  // is kept in the tab's journal for the reloaded page (src/store/idb/unsavedJournal.ts).
  await page.reload();
  await expect(usersGrid(page).getByRole('row').nth(1)).toContainText('Suspended');

  // The view link opens the user's page.
  await usersGrid(page).getByRole('link', { name: 'View David Thompson' }).click();
  await expect(page).toHaveURL('/admin/users/USR-001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('user list at 375 px: cards with the same actions, and no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/users');
  const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  // USR-006 is under review: Approve User from its card's menu, then open the user from the card.
  const card = cards.nth(5);
  await expect(card).toContainText('Under Review');
  const menuButton = card.getByRole('button', { name: /^Status actions for / });
  const name = (await menuButton.getAttribute('aria-label'))!.replace('Status actions for ', '');
  await menuButton.click();
  await expect(page.locator('[role="menuitem"]:not([aria-disabled="true"])')).toHaveText([
    'Approve User',
    'Reject User',
  ]);
  await page.getByRole('menuitem', { name: 'Approve User' }).click();
  await expect(toasts(page).getByText('User has been approved.')).toBeVisible();
  await expect(card).toContainText('Active');
  await card.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL('/admin/users/USR-006');
});

test('user list in Arabic has no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin/users');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'المستخدمون' }).getByRole('row')).toHaveCount(11);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});
