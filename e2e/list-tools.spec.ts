import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import {
  bodyLuminance,
  exportList,
  expectNoSidewaysScroll,
  expectToast,
  settleAnimations,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('list tools: a hidden column stays hidden after a reload; Export downloads the searched list as CSV', async ({
  page,
}) => {
  // Typed as fast as the keyboard sends keys, the search keeps every key (the URL update renders at
  // once instead of in a transition that reset the box: "david" used to read "d").
  await page.goto('/admin/users');
  const search = page.getByRole('searchbox');
  await search.click();
  await page.keyboard.type('an', { delay: 0 });
  await expect(search).toHaveValue('an');
  await expect(page).toHaveURL(/[?&]q=an(&|$)/);
  const table = page.getByRole('grid', { name: 'Users' });
  await expect(table.getByRole('columnheader', { name: 'Company' })).toBeVisible();

  // Hide Company from the grid's Columns panel (the name column cannot be hidden); axe with the
  // panel open, light then dark.
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('tooltip', { name: 'Columns' });
  await expect(panel.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'User', exact: true })).toBeDisabled();
  await panel.getByRole('checkbox', { name: 'Company', exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: 'Company', exact: true })).not.toBeChecked();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  // The panel's scroll shadows are scroll-driven animations, which never end: wait for the others.
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  const light = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);

  // Export: every row of the search (all pages), without the hidden column.
  const showing = await page.getByText(/^Showing 1–\d+ of \d+$/).textContent();
  const total = Number(showing?.split(' of ')[1]);
  expect(total).toBeGreaterThan(10);
  const { fileName, text } = await exportList(page);
  expect(fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);
  // The grid's CSV: CRLF between lines, none after the last.
  expect(text.endsWith('\n')).toBe(false);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('User,Role,Status,Verified,Last Active');
  expect(lines).toHaveLength(total + 1);
  await expectToast(page, 'Export ready', `${total} rows saved as ${fileName}.`);

  // A phone: cards, Export still there, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Columns' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
