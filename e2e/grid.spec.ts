import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import { savedDomain } from './database';
import { exportList, expectToast, LOAD_TIMEOUT_MS, settleAnimations, TEST_TIMEOUT_MS } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS * 2 });

/** The text of the grid's data rows' first data cell (the user's name and email). */
const firstCells = (page: import('@playwright/test').Page) =>
  page.getByRole('grid', { name: 'Users' }).locator('[role="gridcell"][data-field="name"]').allTextContents();

test('the users grid: sort, page and columns survive a reload; select and act in bulk; export; move by keyboard', async ({
  page,
}) => {
  // A user whose name a spreadsheet would run as a formula.
  await page.goto('/admin/users/add');
  await page.getByRole('textbox', { name: /^Name/ }).fill('=SUM(1,2)');
  await page.getByRole('textbox', { name: /^Email/ }).fill('formula@example.com');
  await page.getByRole('combobox', { name: /^Role/ }).selectOption('shipper');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect.poll(() => savedDomain(page, 'users')).toContain('formula@example.com');

  const grid = page.getByRole('grid', { name: 'Users' });
  // A sorted or focused header also holds the grid's Sort and column menu buttons, which join its
  // name ("User Sort User column menu").
  const header = (name: string) => grid.getByRole('columnheader', { name: new RegExp(`^${name}(\\s|$)`) });

  // Sort by the User header: descending on the second click, in ?sort=, the same after a reload.
  await header('User').click();
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect(header('User')).toHaveAttribute('aria-sort', 'ascending');
  await header('User').click();
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await expect(header('User')).toHaveAttribute('aria-sort', 'descending');
  const sorted = await firstCells(page);
  expect(sorted).toHaveLength(10);
  expect([...sorted].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }))).toEqual(sorted);
  await page.reload();
  await expect(header('User')).toHaveAttribute('aria-sort', 'descending');
  expect(await firstCells(page)).toEqual(sorted);

  // Page 3 from the pager in the grid's footer, in ?page=, the same after a reload.
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page.getByText('Showing 21–30 of 86')).toBeVisible();
  const third = await firstCells(page);
  await page.reload();
  await expect(pager.getByRole('button', { name: 'Page 3, current page' })).toBeVisible();
  expect(await firstCells(page)).toEqual(third);

  // Hide Company from the grid's columns panel (axe with it open); still hidden after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  const company = page.getByRole('checkbox', { name: 'Company', exact: true });
  await company.uncheck();
  await expect(header('Company')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'User', exact: true })).toBeDisabled();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(header('Role')).toBeVisible();
  await expect(header('Company')).toHaveCount(0);

  // Keyboard: arrows move between cells; End reaches the actions cell, whose link takes the focus;
  // Tab reaches the row's menu button, Enter opens its menu.
  await grid
    .getByRole('gridcell')
    .filter({ hasText: /^(Driver|Broker|Shipper|Carrier|Admin)$/ })
    .first()
    .click();
  const focusedField = () =>
    page.evaluate(() => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-field'));
  await expect.poll(focusedField).toBe('role');
  await page.keyboard.press('ArrowRight');
  await expect.poll(focusedField).toBe('status');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(focusedField).toBe('role');
  await page.keyboard.press('End');
  await expect.poll(focusedField).toBe('actions');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^View /);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Status actions for /);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // Select two users and suspend them in bulk; the header checkbox selects the whole search.
  await page.goto('/admin/users?status=active');
  const checkboxes = grid.getByRole('checkbox', { name: /^Select (?!all)/ });
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  const bulk = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bulk.getByText('2 selected')).toBeVisible();
  await bulk.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, 'User Status Updated', '2 suspended', 'default');
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  const total = Number((await page.getByText(/^Showing 1–\d+ of \d+$/).textContent())?.split(' of ')[1]);
  await expect(bulk.getByText(`All ${total} in this search selected`)).toBeVisible();
  await bulk.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bulk).toBeHidden();

  // Export: every user of the search in the grid's sort, the visible columns, the formula defused.
  await page.goto('/admin/users');
  const all = Number((await page.getByText(/^Showing 1–10 of \d+$/).textContent())?.split(' of ')[1]);
  const { fileName, text } = await exportList(page);
  expect(fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('User,Role,Status,Verified,Last Active');
  expect(lines).toHaveLength(all + 1);
  expect(lines).toContainEqual(expect.stringMatching(/^"'=SUM\(1,2\)",Shipper,/));
  await expectToast(page, 'Export ready', `${all} rows saved as ${fileName}.`);
});

test('a phone gets the cards and never requests the grid', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const gridScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('MuiDataGrid')) gridScripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/admin/users', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // Idle time, when a wide screen would prefetch the grid.
  await page.waitForTimeout(3500);
  await page.waitForLoadState('networkidle');
  expect(gridScripts).toEqual([]);
  await expect(page.getByRole('grid')).toHaveCount(0);
});
