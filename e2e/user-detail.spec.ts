import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  settleAnimations,
  TEST_TIMEOUT_MS,
  toasts,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** USR-001: a driver, active, with 14 jobs (3 pages of 5) and a pending TWIC Card. */
const DAVID = '/admin/users/USR-001';

const statusActions = (page: Page) => page.getByRole('group', { name: 'Status actions' });
/** The buttons of a group the machine allows now (the refused ones are shown aria-disabled). */
const offered = (group: Locator) => group.locator('button:not([aria-disabled="true"])');

/** Clicks a status action and waits for its toast. */
async function sendStatus(page: Page, button: string, description: string) {
  await statusActions(page).getByRole('button', { name: button }).click();
  await expect(toasts(page).getByText(description)).toBeVisible();
}

test('user detail: every status change with its toast, a document change, the sample document, activity, and the URL state surviving a reload', async ({
  page,
}) => {
  await page.goto(DAVID);
  await expect(page.getByRole('heading', { level: 1, name: 'David Thompson' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rating 3.6 out of 5' })).toBeVisible();

  await sendStatus(page, 'Mark Under Review', 'User has been marked as under review.');
  await expect(toasts(page).getByText('User Status Updated')).toBeVisible();
  await expect(offered(statusActions(page))).toHaveText(['Approve User', 'Reject User']);
  await sendStatus(page, 'Approve User', 'User has been approved.');
  await sendStatus(page, 'Suspend User', 'User has been suspended.');
  await expect(offered(statusActions(page))).toHaveText(['Approve User']);
  await sendStatus(page, 'Approve User', 'User has been approved.');
  await sendStatus(page, 'Mark Under Review', 'User has been marked as under review.');
  await sendStatus(page, 'Reject User', 'User has been suspended.');
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();

  // Documents: the pending TWIC Card is verified.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(`${DAVID}?tab=documents`);
  const twic = page.getByRole('group', { name: 'Actions for TWIC Card' });
  await expect(offered(twic)).toHaveText(['View Document', 'Verify', 'Reject']);
  await twic.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts(page).getByText('TWIC Card has been verified.')).toBeVisible();
  await expect(toasts(page).getByText('Document Status Updated')).toBeVisible();
  await expect(offered(twic)).toHaveText(['View Document', 'Mark Pending', 'Reject']);

  // View Document: a drawn sample, checked by axe while open.
  await page
    .getByRole('group', { name: "Actions for Driver's License" })
    .getByRole('button', { name: 'View Document' })
    .click();
  const dialog = page.getByRole('dialog', { name: "Driver's License: sample" });
  await expect(dialog).toContainText('David Thompson');
  await expect(dialog).toContainText('IL-D');
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Activity: the audit trail, newest first, by Super Admin.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const entries = page
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('region', { name: 'Activity', exact: true })
    .getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Verified · Driver document David Thompson');
  await expect(entries.nth(0)).toContainText('Pending → Verified');
  await expect(entries.nth(0)).toContainText('by Super Admin');
  await expect(entries.nth(1)).toContainText('Under Review → Suspended');
  await expect(entries.nth(6)).toContainText('Active → Under Review');
  await expect(entries.nth(6)).toContainText('by Super Admin');

  // Job history page 2, in its own parameter; tab, page and the changes survive a reload.
  await page.getByRole('tab', { name: 'Job History' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${DAVID}?tab=history&historyPage=2`);
  await expect(page.getByText('Showing 6–10 of 14')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Job History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Showing 6–10 of 14')).toBeVisible();
  await expect(offered(statusActions(page))).toHaveText(['Approve User']);
});

test('edit profile: bad input is flagged and kept, a valid save shows everywhere', async ({ page }) => {
  await page.goto('/admin/users/USR-002');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  const email = dialog.getByRole('textbox', { name: /^Email/ });
  await name.fill('');
  await email.fill('david.thompson@example.com'); // USR-001's
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(name).toBeFocused();
  await expect(dialog.getByText('Enter the name.')).toBeVisible();
  await expect(dialog.getByText('A user with this email already exists.')).toBeVisible();
  await expect(email).toHaveValue('david.thompson@example.com');

  await name.fill('Sarah Jensen-Okafor');
  await email.fill('sarah.jensen@example.com');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sarah Jensen-Okafor' })).toBeVisible();

  await page.goto('/admin/users?q=Jensen-Okafor');
  await expect(page.getByText('Sarah Jensen-Okafor').first()).toBeVisible();
  await expect(page.getByText('sarah.jensen@example.com').first()).toBeVisible();
});

test('user detail: not-found view with its way back; no axe violations in dark, at 375 px', async ({
  page,
}) => {
  await page.goto('/admin/users/USR-999');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText('No user has the id USR-999.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Users' }).click();
  await expect(page).toHaveURL('/admin/users');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${DAVID}?tab=activity`);
  await expect(page.getByRole('heading', { level: 2, name: 'Activity', exact: true })).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${DAVID}?tab=history`);
  await expect(page.getByRole('list', { name: 'Job History' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('user detail in Arabic has no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto(`${DAVID}?tab=documents`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تعديل الملف الشخصي' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'المستندات' })).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});
