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

const grid = (page: Page) => page.getByRole('grid', { name: 'Notifications' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search notifications' });

test('notifications: filters and search survive a reload; mark read from the list and the bell; Mark All Read empties the badge', async ({
  page,
}) => {
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(grid(page).getByRole('row')).toHaveCount(11);
  await expect(page.getByText('6 unread of 15')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 6 unread');

  // Axe, light then dark (the theme follows the system by default).
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  const light = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // Type, read state and a search over the messages, kept in the URL and after a reload.
  await choose(page, 'Type', 'Payment');
  await choose(page, 'Read status', 'Unread');
  await search(page).fill('pay-20');
  await expect(grid(page).getByRole('row')).toHaveCount(3);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    type: 'payment',
    read: 'unread',
    q: 'pay-20',
  });
  await page.reload();
  await expect(search(page)).toHaveValue('pay-20');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Payment');
  await expect(page.getByRole('combobox', { name: 'Read status' })).toHaveText('Unread');
  await expect(grid(page).getByRole('row')).toHaveCount(3);
  await expect(grid(page)).toContainText('Payment received');
  await expect(grid(page)).toContainText('Payment failed');

  // Mark one read from the list: it leaves the Unread view and the bell counts one less.
  await grid(page).getByRole('button', { name: 'Mark Payment received as read' }).click();
  await expect(grid(page).getByRole('row')).toHaveCount(2);
  await expect(grid(page)).not.toContainText('Payment received');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');

  // Mark one read from the bell's popover.
  await choose(page, 'Type', 'All Types');
  await choose(page, 'Read status', 'All');
  await search(page).fill('');
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await popover.getByRole('button', { name: 'Mark Dispute opened as read' }).click();
  await expect(popover.getByRole('button', { name: 'Mark Dispute opened as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
  await expect(page.getByText('4 unread of 15')).toBeVisible();

  // Mark All Read: toast, no unread marks, the badge gone, the button disabled.
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(toasts(page).getByText('All notifications marked as read')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
  await expect(grid(page).getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
});

test('notifications at 375 px: cards with the same action, and no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/broker/notifications');
  const cards = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await cards.first().getByRole('button', { name: 'Mark New driver registration as read' }).click();
  await expect(cards.first()).toContainText('Read');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
});

test('notifications in Arabic have no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin/notifications');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid', { name: 'الإشعارات' }).getByRole('row')).toHaveCount(11);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});
