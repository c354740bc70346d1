import { expect as fixtureExpect, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
} from './helpers';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** PAY-2004 is the first posting fee (every fourth payment, src/fixtures/payments.ts). */
const POSTING_FEE = 'PAY-2004';

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('row');

test('payments: tabs and search live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  for (const title of ['Total Volume', 'Platform Fees', 'Pending', 'Failed'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All Transactions' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(11);

  await page.getByRole('tab', { name: 'Posting Fees' }).click();
  await expect(page).toHaveURL(/[?&]tab=posting_fees/);
  await expect(page.getByRole('grid', { name: 'Posting Fees' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Job Payment' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(POSTING_FEE.toLowerCase());
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText(POSTING_FEE);
  await expect(page).toHaveURL(/[?&]q=pay-2004/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Posting Fees' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search payments' })).toHaveValue('pay-2004');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('tab', { name: 'Disputes' }).click();
  await expect(page).toHaveURL(/[?&]q=pay-2004/);
});

test('payments: Advanced Filters check the amount, go into the URL, survive a reload; Export saves all filtered rows', async ({
  page,
}) => {
  await page.goto('/admin/payments');
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced Filters' });
  const min = dialog.getByLabel('Minimum amount');
  await min.fill('abc');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(min).toHaveAccessibleDescription('Enter the amount in digits, e.g. 1500 or 99.50.');
  await expect(min).toHaveValue('abc');
  await expectNoAxeViolations(page);

  await min.fill('3000');
  await dialog.getByLabel('Method').selectOption({ label: 'Bank Transfer' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]min=3000(&|$)/);
  await expect(page).toHaveURL(/[?&]method=bankTransfer(&|$)/);
  const button = page.getByRole('button', { name: 'Advanced Filters (2)' });
  await expect(button).toBeVisible();
  await expect(rows(page)).toHaveCount(11);
  // The grid takes the filtered rows a moment after the URL (allTextContents() does not wait).
  const payments = rows(page).filter({ hasText: /^PAY-/ });
  await expect(payments.filter({ hasNotText: 'Bank Transfer' })).toHaveCount(0);
  const firstPage = await rows(page).allTextContents();

  await page.reload();
  await expect(button).toBeVisible();
  await expect(rows(page)).toHaveCount(11);
  expect(await rows(page).allTextContents()).toEqual(firstPage);
  // More than one page: the export must hold them all.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // The grid shows page 2 a moment after the URL names it (count() does not wait): its first row.
  await expect(rows(page).nth(1)).not.toHaveText(firstPage[1]!);
  const total = 10 + (await rows(page).count()) - 1;
  expect(total).toBeGreaterThan(10);

  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-.*\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('ID,Job,Payer,Payee,Amount,Fee,Method,Status,Date,Type');
  expect(lines).toHaveLength(total + 1);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(/^PAY-\d+,/);
    expect(line).toContain(',Bank Transfer,');
  }
});

test('payments, dark at 1366 px: the Disputes tab and the Advanced Filters dialog have no axe violations', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'en' });
  await page.goto('/admin/payments?tab=disputes&status=completed');
  await expect(page.getByRole('grid', { name: 'Disputes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Advanced Filters (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Advanced Filters' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('payments at 375 px in Arabic: cards instead of a table, the Advanced Filters dialog, nothing sideways, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/broker/payments?tab=job_payments');
  await expect(page.getByRole('heading', { level: 1, name: 'المدفوعات' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'مدفوعات المهام' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'عوامل تصفية متقدمة' }).click();
  const dialog = page.getByRole('dialog', { name: 'عوامل تصفية متقدمة' });
  await dialog.getByLabel('الحد الأدنى للمبلغ').fill('-5');
  await dialog.getByRole('button', { name: 'تطبيق' }).click();
  await expect(dialog.getByLabel('الحد الأدنى للمبلغ')).toHaveAccessibleDescription(
    'أدخل مبلغًا يساوي 0 أو أكثر.',
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
