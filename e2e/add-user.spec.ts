import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import { savedDomain } from './database';
import {
  savePreferencesBeforeLoad,
  settleAnimations,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
  toasts,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('add user: bad input is flagged and kept, a valid driver is created and saved', async ({ page }) => {
  await page.goto('/admin/users/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();

  // Bad input: messages at the fields, focus on the first, nothing lost.
  await page.getByRole('textbox', { name: /^Email/ }).fill('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await expect(page.getByText('Enter the name.')).toBeVisible();
  await expect(page.getByText('Choose a role.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('<script>alert(1)</script>');

  await page.getByRole('textbox', { name: /^Name/ }).fill('Fox Mulder');
  await page.getByRole('textbox', { name: /^Email/ }).fill('fox.mulder@example.com');
  await page.getByRole('combobox', { name: /^Role/ }).selectOption('driver');
  await page.getByRole('textbox', { name: /^Licence number/ }).fill('CDL-77');
  await page.getByRole('textbox', { name: /^Work radius/ }).fill('120');
  await page.getByRole('checkbox', { name: 'Email verified' }).check();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('button', { name: 'Creating…' })).toBeDisabled();

  await expect(toasts(page).getByText('User Created')).toBeVisible();
  await expect(page).toHaveURL('/admin/users');
  // Saves are batched (and ordered between tabs by a lock): wait for the write, do not race it.
  await expect.poll(() => savedDomain(page, 'users')).toContain('fox.mulder@example.com');

  // The same email again is refused.
  await page.goto('/admin/users/add');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Another Fox');
  await page.getByRole('textbox', { name: /^Email/ }).fill('FOX.MULDER@example.com');
  await page.getByRole('combobox', { name: /^Role/ }).selectOption('admin');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('A user with this email already exists.')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const)
  for (const width of [1366, 375])
    test(`add user has no axe violations (${scheme}, ${width} px), its messages showing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/admin/users/add');
      await page.getByRole('combobox', { name: /^Role/ }).selectOption('driver');
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('Enter the name.')).toBeVisible();
      await settleAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
    });

test('add user in Arabic has no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin/users/add');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إنشاء المستخدم' }).click();
  await expect(page.getByText('أدخل الاسم.')).toBeVisible();
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});
