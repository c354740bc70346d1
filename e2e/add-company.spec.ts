import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import { savedDomain } from './database';
import { settleAnimations, LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS, toasts } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('add company: messages at the fields, then a valid company is created and saved', async ({ page }) => {
  await page.goto('/admin/companies/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Company' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toBeFocused();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: /^Company name/ }).fill('Northwind Freight');
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('Logistics');
  await page.getByRole('textbox', { name: /^Email/ }).fill('hello@northwind.example');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 555 0199');
  await page.getByRole('textbox', { name: /^Address/ }).fill('9 Harbour Street, Seattle');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(toasts(page).getByText('Company Created')).toBeVisible();
  await expect(page).toHaveURL('/admin/companies');
  // Saves are batched (and ordered between tabs by a lock): wait for the write, do not race it.
  await expect.poll(() => savedDomain(page, 'companies')).toContain('hello@northwind.example');
});

test('add company at 375 px, dark, with its messages, has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin/companies/add');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByText('Enter the company name.')).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});
