import { expect as fixtureExpect, test } from './fixtures';
import {
  choose,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';
import type { Page } from '@playwright/test';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const LIST = '/admin/jobs/assignments';
/** ASG-007: unassigned, high priority, on an active job of Great Lakes Freight. */
const JOB = 'Electronics Delivery';
/** DRV-010, verified and available (USR-015). */
const DRIVER = 'Thomas Taylor';
/** Unverified drivers: never offered. */
const UNVERIFIED = ['Grace Adams', 'Grace Rodriguez', 'Michael Rodriguez', 'Daniel Hassan'];

const grid = (page: Page) => page.getByRole('grid', { name: 'Job assignments' });
const rowOf = (page: Page, title: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('job assignments: filters survive a reload; assigning a verified driver updates the row; the menus lead to the driver and the company', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Assignments' })).toBeVisible();
  for (const title of ['Total Assignments', 'Unassigned', 'Assigned', 'In Progress', 'Completed'])
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();

  await choose(page, 'Status', 'Unassigned');
  await choose(page, 'Priority', 'High');
  await page.getByRole('searchbox', { name: 'Search assignments' }).fill('delivery');
  await expect(page).toHaveURL(/[?&]status=unassigned/);
  await expect(page).toHaveURL(/[?&]priority=high/);
  await expect(page).toHaveURL(/[?&]q=delivery/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search assignments' })).toHaveValue('delivery');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Unassigned');
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveText('High');
  await expect(grid(page).getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Assign Driver to ${JOB}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Driver' });
  const select = dialog.getByRole('combobox', { name: /^Driver/ });
  // The placeholder and the eight verified drivers.
  await expect(select.locator('option')).toHaveCount(9);
  for (const name of UNVERIFIED) await expect(select.locator('option', { hasText: name })).toHaveCount(0);
  await select.selectOption({ label: `${DRIVER} (available)` });
  await expect(dialog.getByText('Step Deck')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Assign Driver' }).click();
  await expectToast(page, 'Driver Assigned', `${DRIVER} has been assigned to ${JOB}.`);
  await expect(dialog).toHaveCount(0);
  // The status filter is on: the item has left the unassigned list.
  await expect(grid(page).getByRole('row')).toHaveCount(3);

  await choose(page, 'Status', 'All statuses');
  await page.reload();
  const row = rowOf(page, JOB);
  await expect(row).toContainText(DRIVER);
  await expect(row.getByRole('gridcell').nth(3)).toHaveText('Assigned');
  await expect(row.getByRole('button', { name: /^Assign Driver/ })).toHaveAccessibleDescription(
    'Already assigned.',
  );

  await row.getByRole('button', { name: `User Actions for ${JOB}` }).click();
  await expect(page.getByRole('menu', { name: `User Actions for ${JOB}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'View driver profile' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/USR-015$/);
  await expect(page.getByRole('heading', { level: 1, name: DRIVER })).toBeVisible();

  await page.goBack();
  await rowOf(page, JOB)
    .getByRole('button', { name: `Company Actions for ${JOB}` })
    .click();
  await page.getByRole('menuitem', { name: 'View company' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/CMP-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Great Lakes Freight' })).toBeVisible();
});

test('job assignments, dark: no axe violations with the dialog showing its message or a menu open', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'en' });
  await page.goto(`${LIST}?status=unassigned`);
  await expect(grid(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('button', { name: /^Assign Driver to / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Assign Driver' });
  await dialog.getByRole('button', { name: 'Assign Driver' }).click();
  await expect(dialog.getByRole('combobox', { name: /^Driver/ })).toHaveAccessibleDescription(
    'Choose a driver.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('button', { name: /^User Actions for / })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^View driver profile/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(menu).toContainText('No driver is assigned yet');
  await expectNoAxeViolations(page);
});

test('job assignments at 375 px in Arabic: cards, nothing sideways, no axe violations with a menu open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'إسناد المهام' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'إسنادات المهام' });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await cards
    .getByRole('button', { name: /^إجراءات الشركة / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'عرض الشركة' })).toBeVisible();
  await expectNoAxeViolations(page);
});
