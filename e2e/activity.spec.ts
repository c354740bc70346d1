import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  bodyLuminance,
  choose,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  languageButton,
  navigateInApp,
  toasts,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** The toast titled `title` (notistack's snackbar). */
const toast = (page: Page, title: string) =>
  toasts(page).locator('.notistack-MuiContent').filter({ hasText: title });

/** Suspends the first active user from the users list's row menu (or card menu); returns the name. */
async function suspendFirstActiveUser(page: Page): Promise<string> {
  await page.goto('/admin/users?status=active');
  const actions = page.getByRole('button', { name: /^Status actions for / }).first();
  const name = (await actions.getAttribute('aria-label'))!.replace(/^Status actions for /, '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Suspend User' }).click();
  await expect(toast(page, 'User Status Updated')).toContainText('User has been suspended.');
  return name;
}

test('a status change shows in Activity: search, filter, light and dark, and the name opens the user', async ({
  page,
}) => {
  const name = await suspendFirstActiveUser(page);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Activity' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  for (const text of ['Suspended', 'User', 'Active → Suspended', 'Super Admin', name]) {
    await expect(rows.nth(1)).toContainText(text);
  }
  await expectNoAxeViolations(page);
  const light = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // Search by the event, then a type with no entries, then back to users: all in the URL.
  const search = page.getByRole('searchbox', { name: 'Search activity' });
  await search.fill('suspended');
  await expect(rows).toHaveCount(2);
  await choose(page, 'Record type', 'Company');
  await expect(page.getByText('No activity matches')).toBeVisible();
  await choose(page, 'Record type', 'User');
  await expect(rows).toHaveCount(2);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'suspended', type: 'user' });
  await page.reload();
  await expect(search).toHaveValue('suspended');
  await expect(rows).toHaveCount(2);

  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/USR-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('Undo puts back an edited role and the notifications Mark All Read marked', async ({ page }) => {
  await page.goto('/admin/roles');
  const shipper = page
    .getByRole('grid', { name: 'Roles' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'Shipper', exact: true }) });
  await expect(shipper).toContainText('$15');
  await page.getByRole('button', { name: 'Edit Shipper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await dialog.getByRole('textbox', { name: /^Job post fee/ }).fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shipper).toContainText('$40');
  await toast(page, 'Role Updated').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Change undone')).toBeVisible();
  await expect(shipper).toContainText('$15');

  await navigateInApp(page, '/admin/notifications');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(page.getByText('6 unread of 15')).toBeVisible();
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await toast(page, 'All notifications marked as read').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('6 unread of 15')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 6 unread');
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('Activity at 375 px in Arabic: cards, nothing sideways, no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const name = await suspendFirstActiveUser(page);
  await languageButton(page).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await navigateInApp(page, '/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'النشاط' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'النشاط' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('link', { name })).toBeVisible();
  await expect(cards.first()).toContainText('مستخدم');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
