import { expect as fixtureExpect, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  toasts,
} from './helpers';
import type { Page } from '@playwright/test';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const statValue = (page: Page, title: string) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    .locator('p')
    .first();

test('documents: search and filter survive a reload; verifying a document updates it with a toast', async ({
  page,
}) => {
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  for (const title of ['Total Documents', 'Verified', 'Pending', 'Expiring Soon'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(statValue(page, 'Total Documents')).toHaveText('30');
  const pendingBefore = Number(await statValue(page, 'Pending').textContent());

  const upload = page.getByRole('button', { name: 'Upload Document' });
  await upload.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Uploading documents comes in a later release.');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('license');
  await expect(page).toHaveURL(/[?&]status=pending/);
  await expect(page).toHaveURL(/[?&]q=license/);
  const grid = page.getByRole('grid', { name: 'Documents' });
  const actions = grid.getByRole('button', { name: /^Status actions for / });
  // The grid's rows of documents: every row but its header row.
  const documentRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  // Wait for the filtered rows (count() does not wait; the grid loads lazily): every row pending
  // and about a license.
  await expect(actions.first()).toBeVisible();
  await expect(documentRows.filter({ hasNotText: /license/i })).toHaveCount(0);
  await expect(documentRows.filter({ hasNotText: 'Pending' })).toHaveCount(0);
  const shown = await actions.count();
  expect(shown).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('license');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  await expect(actions).toHaveCount(shown);

  const first = actions.first();
  const file = (await first.getAttribute('aria-label'))!.replace(/^Status actions for /, '');
  await first.click();
  await page.getByRole('menuitem', { name: 'Verify' }).click();
  await expect(toasts(page).getByText('Document Status Updated')).toBeVisible();
  await expect(toasts(page).getByText(`${file} has been verified.`)).toBeVisible();
  await expect(actions).toHaveCount(shown - 1);
  await expect(statValue(page, 'Pending')).toHaveText(String(pendingBefore - 1));
});

test('disputes, dark: filters survive a reload; open disputes offer approve and reject', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin/documents');
  await expect(page.getByRole('grid', { name: 'Documents' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Contact Support/ })).toHaveAttribute(
    'href',
    /^mailto:support@freighthub\.example/,
  );
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect(page).toHaveURL(/[?&]status=open/);
  await expect(page).toHaveURL(/[?&]priority=high/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveText('High');

  const grid = page.getByRole('grid', { name: 'Disputes' });
  const rows = grid.getByRole('row');
  // The grid loads lazily, and count() does not wait: first its header row and a row of disputes.
  await expect(rows.nth(1)).toBeVisible();
  const count = (await rows.count()) - 1;
  expect(count).toBeGreaterThan(0);
  await expect(grid.getByRole('button', { name: /^Approve dispute / })).toHaveCount(count);
  await expect(grid.getByRole('button', { name: /^Reject dispute / })).toHaveCount(count);
  // Deciding a dispute (toasts, undo, refused actions) is e2e/disputes-lifecycle.spec.ts.
  await expect(grid.getByRole('button', { name: /^Approve dispute / }).first()).not.toHaveAttribute(
    'aria-disabled',
  );
  await expectNoAxeViolations(page);
});

test('documents and disputes at 375 px in Arabic: cards, nothing sideways, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'المستندات' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'المستندات' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto('/admin/disputes?status=open');
  await expect(page.getByRole('heading', { level: 1, name: 'النزاعات' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'النزاعات' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^قبول النزاع / }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
