import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  toasts,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });
const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });
/** The toast that says `text`, with its own Undo button. */
const toastWith = (page: Page, text: string) =>
  toasts(page).locator('.notistack-MuiContent').filter({ hasText: text });

test('users: undo a row-menu change, a mixed bulk suspend with one Undo, the audit trail, the lifecycle and why not', async ({
  page,
}) => {
  // Sample data: page 1 holds USR-001 (David Thompson, active), USR-003 (active) and USR-008 (suspended).
  await page.goto('/admin/users');
  await expect(usersGrid(page).getByRole('row')).toHaveCount(11);
  const row = (id: string) =>
    usersGrid(page)
      .getByRole('row')
      .filter({ has: page.locator(`a[href$="/users/${id}"]`) });

  // Row menu: all four actions; a refused one says why; Suspend, then Undo puts it back.
  await row('USR-001').getByRole('button', { name: 'Status actions for David Thompson' }).click();
  const approve = page.getByRole('menuitem', { name: 'Approve User' });
  await expect(approve).toHaveAttribute('aria-disabled', 'true');
  await expect(approve).toHaveAccessibleDescription('Already active.');
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Suspend User' }).click();
  const suspended = toastWith(page, 'User has been suspended.');
  await expect(row('USR-001')).toContainText('Suspended');
  await suspended.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByText('Change undone')).toBeVisible();
  await expect(row('USR-001')).toContainText('Active');

  // Bulk: two active users and a suspended one; one toast with the counts, one Undo for all.
  for (const id of ['USR-001', 'USR-003', 'USR-008']) await row(id).getByRole('checkbox').check();
  await expect(bulkBar(page)).toContainText('3 selected');
  await expect(bulkBar(page).getByRole('button', { name: 'Reject' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await bulkBar(page).getByRole('button', { name: 'Suspend' }).click();
  const batch = toastWith(page, '2 suspended, 1 skipped (already suspended)');
  await expect(batch).toBeVisible();
  await expect(bulkBar(page)).toBeHidden();
  await expect(row('USR-003')).toContainText('Suspended');
  await batch.getByRole('button', { name: 'Undo' }).click();
  await expect(row('USR-001')).toContainText('Active');
  await expect(row('USR-003')).toContainText('Active');
  await expect(row('USR-008')).toContainText('Suspended');

  // The user's Activity tab: the changes and their undoing, newest first.
  await row('USR-001').getByRole('link', { name: 'View David Thompson' }).click();
  await page.getByRole('tab', { name: 'Activity' }).click();
  const trail = page.getByRole('region', { name: 'Activity', exact: true }).getByRole('listitem');
  await expect(trail).toHaveCount(4);
  await expect(trail.nth(0)).toContainText('Undone · User David Thompson');
  await expect(trail.nth(1)).toContainText('Active → Suspended');

  // Why not on the detail page, then the lifecycle with the current status marked.
  const approveButton = page
    .getByRole('group', { name: 'Status actions' })
    .getByRole('button', { name: 'Approve User' });
  await expect(approveButton).toHaveAccessibleDescription('Already active.');
  await approveButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Already active.');
  await page.getByRole('button', { name: 'Lifecycle' }).click();
  const dialog = page.getByRole('dialog', { name: 'User lifecycle' });
  await expect(dialog).toContainText('Active (current)');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('users in Arabic at 375 px: cards with checkboxes and the bulk bar fit, axe clean', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/users');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByRole('list', { name: 'المستخدمون' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await cards.nth(0).getByRole('checkbox').check();
  await cards.nth(7).getByRole('checkbox').check();
  await expect(page.getByRole('toolbar')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
