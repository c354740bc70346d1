import { expect as fixtureExpect, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  navigateInApp,
  toasts,
} from './helpers';
import type { Page } from '@playwright/test';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** DSP-001 is the newest dispute, open (src/fixtures/disputes.ts): the first row. */
const DISPUTE = 'DSP-001';

/** The dashboard's Open Disputes figure, reached inside the app (no reload). */
const openDisputes = async (page: Page) => {
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const value = page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Open Disputes' }) })
    .locator('p')
    .first();
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
};

test('disputes: mark in review, approve with a toast, undo, refused actions say why, dashboard follows', async ({
  page,
}) => {
  await page.goto('/admin');
  const before = await openDisputes(page);
  await navigateInApp(page, '/admin/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const row = page.getByRole('grid', { name: 'Disputes' }).getByRole('row').filter({ hasText: DISPUTE });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Mark dispute ${DISPUTE} in review` }).click();
  const toast = toasts(page).locator('.notistack-MuiContent');
  await expect(toast.filter({ hasText: 'Dispute in review' })).toContainText(
    `${DISPUTE} is now being looked into.`,
  );
  await expect(row.getByText('In Review', { exact: true })).toBeVisible();
  // The machine refuses a second Mark in review: shown disabled, with its reason.
  const markAgain = row.getByRole('button', { name: `Mark dispute ${DISPUTE} in review` });
  await expect(markAgain).toHaveAttribute('aria-disabled', 'true');
  await expect(markAgain).toHaveAccessibleDescription('Already in review.');
  await markAgain.hover();
  // The tooltip names the action, then the reason.
  await expect(page.getByRole('tooltip')).toContainText('Mark in review');
  await expect(page.getByRole('tooltip')).toContainText('Already in review.');
  await expectNoAxeViolations(page);
  await page.mouse.move(0, 0);

  await row.getByRole('button', { name: `Approve dispute ${DISPUTE}` }).click();
  const resolved = toast.filter({ hasText: 'Dispute resolved' });
  await expect(resolved).toContainText(new RegExp(`${DISPUTE} was resolved in favour of .+\\.`));
  await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
  await resolved.getByRole('button', { name: 'Undo' }).click();
  await expect(toast.filter({ hasText: 'Change undone' })).toBeVisible();
  await expect(row.getByText('In Review', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve dispute ${DISPUTE}` })).not.toHaveAttribute(
    'aria-disabled',
  );

  // Decided for good this time: the dashboard counts one dispute fewer awaiting a decision.
  await row.getByRole('button', { name: `Reject dispute ${DISPUTE}` }).click();
  await expect(toast.filter({ hasText: 'Dispute rejected' })).toBeVisible();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  expect(await openDisputes(page)).toBe(before - 1);
});

test('disputes at 375 px in Arabic, dark: decision buttons on each card, nothing sideways, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'ar' });
  await page.goto('/admin/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'النزاعات' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'النزاعات' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('button', { name: `قبول النزاع ${DISPUTE}` })).toBeVisible();
  await cards
    .first()
    .getByRole('button', { name: `وضع النزاع ${DISPUTE} قيد المراجعة` })
    .click();
  // The toast (its region is named in Arabic here).
  await expect(page.getByText('النزاع قيد المراجعة', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
