import type { Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import { savedRecords } from './database';
import {
  choose,
  expectToast,
  savePreferencesBeforeLoad,
  settleAnimations,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** The saved records of a domain, as the app wrote them to its database. */
const savedEntities = async (page: Page, domain: string) =>
  (await savedRecords(page, domain)).records as Record<string, { verified: boolean; status: string }>;

test('user queue: approve, reject and mark under review with their toasts; the approved user is active and verified; filters survive a reload', async ({
  page,
}) => {
  await page.goto('/admin/users/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'User Verification' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Users waiting for verification' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  // The documents dialog, checked with axe once.
  await page.getByRole('button', { name: 'View Documents for Michael Rodriguez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documents of Michael Rodriguez' });
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByText("Driver's License")).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Approve Michael Rodriguez' }).click();
  await expectToast(
    page,
    'User Approved',
    'Michael Rodriguez has been successfully verified and approved.',
    'success',
  );
  const michael = table.getByRole('row').filter({ hasText: 'Michael Rodriguez' });
  await expect(michael).toContainText('Approved');
  await expect(michael.getByRole('button', { name: 'Approve Michael Rodriguez' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.getByRole('button', { name: 'Reject Kevin Wright' }).click();
  await expectToast(page, 'User Rejected', "Kevin Wright's verification has been rejected.", 'error');

  await page.getByRole('button', { name: 'Mark Under Review Aisha Walker' }).click();
  await expectToast(page, 'Status Updated', 'Aisha Walker is now under review.', 'default');

  await choose(page, 'Status', 'Under Review');
  await choose(page, 'Role', 'Broker');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('walker');
  await expect(page).toHaveURL(/q=walker/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    status: 'under_review',
    role: 'broker',
    q: 'walker',
  });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Under Review');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Broker');
  await expect(page.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('walker');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Aisha Walker');
  await expect(table.getByRole('row').nth(1)).toContainText('Under Review');

  // The approval reached the users list (spec: approving in the queue marks the user verified).
  await page.goto('/admin/users?q=Michael%20Rodriguez');
  const users = page.getByRole('grid', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  const row = users.getByRole('row').nth(1);
  await expect(row).toContainText('Michael Rodriguez');
  await expect(row).toContainText('Active');
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
});

test('company queue, dark: approving a company verifies it and is saved', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'en' });
  await page.goto('/admin/companies/verification?type=Transport');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Verification' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Companies waiting for verification' });
  await expect(table.getByRole('row').filter({ hasText: 'Atlas Shipping' })).toContainText('Carlos Chen');
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Approve Atlas Shipping' }).click();
  await expectToast(
    page,
    'Company Approved',
    'Atlas Shipping has been successfully verified and approved.',
    'success',
  );
  await expect.poll(async () => (await savedEntities(page, 'companies'))?.['CMP-004']?.verified).toBe(true);

  await page.getByRole('button', { name: 'Reject Canyon Transport' }).click();
  await expectToast(page, 'Company Rejected', "Canyon Transport's verification has been rejected.", 'error');

  await page.reload();
  const atlas = table.getByRole('row').filter({ hasText: 'Atlas Shipping' });
  await expect(atlas).toContainText('Approved');
  await expect(table.getByRole('row').filter({ hasText: 'Canyon Transport' })).toContainText('Rejected');
});

test('user queue at 375 px in Arabic: cards with the same information and actions, no axe violations', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/users/verification?role=broker');
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق من المستخدمين' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByRole('list', { name: 'المستخدمون في انتظار التوثيق' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Aisha Walker');
  await expect(cards.first()).toContainText('Silver State Logistics');
  await expect(cards.first().getByRole('button')).toHaveText([
    'عرض المستندات',
    'اعتماد',
    'رفض',
    'وضع قيد المراجعة',
  ]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  await cards.first().getByRole('button', { name: 'وضع قيد المراجعة: Aisha Walker' }).click();
  await expect(page.getByRole('region', { name: 'الإشعارات' })).toContainText(
    'Aisha Walker الآن قيد المراجعة.',
  );
  await expect(cards.first()).toContainText('قيد المراجعة');
});
