import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import { everythingSaved, savedDomain } from './database';
import {
  bodyLuminance,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectStoredPreferences,
  expectToast,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** The profile domain as the app saved it in its database. */
const storedProfile = (page: Page) => savedDomain(page, 'profile');

const passwordField = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Change Password' }).getByLabel(new RegExp(`^${label}`), { exact: false });

test('profile: bad email then a saved name the user menu shows after a reload; every password check, then success', async ({
  page,
}) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Personal Details' });
  const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await expect(page.getByRole('region', { name: 'Account Details' })).toContainText('Active');

  await field('Email').fill('alex@nowhere');
  await field('Full Name').fill('Jordan Lee');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(field('Email')).toBeFocused();
  await expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  await expect(field('Full Name')).toHaveValue('Jordan Lee');
  await expect(page.getByRole('button', { name: 'AM Account menu' })).toBeVisible();

  await field('Email').fill('jordan.lee@freighthub.example');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated', 'Your personal details have been saved.');
  const account = page.getByRole('button', { name: 'JL Account menu' });
  await account.click();
  await expect(page.getByRole('menu')).toContainText('Jordan Lee');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await expect.poll(() => storedProfile(page)).toContain('jordan.lee@freighthub.example');
  await page.reload();
  await expect(field('Full Name')).toHaveValue('Jordan Lee');
  await expect(field('Email')).toHaveValue('jordan.lee@freighthub.example');
  await expect(page.getByRole('region', { name: 'Signed-in administrator' })).toContainText('Jordan Lee');
  await expect(account).toBeVisible();

  // Security Settings, from the profile sidebar.
  await page.getByRole('link', { name: 'Security Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security Settings' })).toBeVisible();
  const current = passwordField(page, 'Current password');
  const next = passwordField(page, 'New password');
  const confirm = passwordField(page, 'Confirm password');
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(next).toHaveAccessibleDescription('At least 8 characters.');
  await update.click();
  await expect(current).toHaveAccessibleDescription('Enter your current password.');
  await expect(next).toHaveAccessibleDescription('Enter a new password. At least 8 characters.');
  await expect(confirm).toHaveAccessibleDescription('Enter the new password again.');

  await current.fill('Old-Pass-4477');
  await next.fill('short');
  await confirm.fill('short');
  await update.click();
  await expect(next).toHaveAccessibleDescription('Use at least 8 characters.');
  await next.fill('Old-Pass-4477');
  await update.click();
  await expect(next).toHaveAccessibleDescription(
    'Choose a new password that differs from your current one. At least 8 characters.',
  );
  await next.fill('Fresh-Route-2026');
  await confirm.fill('Fresh-Route-2025');
  await update.click();
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
  await expect(confirm).toHaveValue('Fresh-Route-2025');

  await confirm.fill('Fresh-Route-2026');
  await update.click();
  await expectToast(page, 'Password Updated', 'Use your new password the next time you sign in.');
  for (const input of [current, next, confirm]) await expect(input).toHaveValue('');
  expect(await everythingSaved(page)).not.toContain('Fresh-Route-2026');
});

test('settings: /admin/settings lands on Account Settings; SMS on and Dark apply on Save and survive a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/admin/settings');
  await expect(page).toHaveURL('/admin/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const sms = page.getByRole('switch', { name: 'SMS notifications' });
  await expect(sms).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^System/ })).toBeChecked();

  await sms.check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  // Nothing applies before Save.
  expect(await bodyLuminance(page)).toBeGreaterThan(0.5);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings Saved', 'Your notification and theme choices have been saved.');
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.1);

  await expectStoredPreferences(page, { theme: 'dark' });
  await expect.poll(() => storedProfile(page)).toContain('"sms":true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await bodyLuminance(page)).toBeLessThan(0.1);
});

const SCREENS = [
  { path: '/admin/profile', en: 'Profile Information', ar: 'معلومات الملف الشخصي' },
  { path: '/admin/profile/security', en: 'Security Settings', ar: 'إعدادات الأمان' },
  { path: '/admin/profile/settings', en: 'Account Settings', ar: 'إعدادات الحساب' },
] as const;

for (const [theme, language] of [
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'ar'],
] as const) {
  test(`profile screens, ${theme} ${language}: no axe violations at 1366 px, none and no sideways scroll at 375 px`, async ({
    page,
  }) => {
    await savePreferencesBeforeLoad(page, { theme, language });
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen[language] })).toBeVisible();
      if (screen.path.endsWith('security')) {
        // With the messages showing: their colours must pass too.
        await page.getByRole('form').getByRole('button').last().click();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
      }
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      // Axe first: it waits for the layout's transitions (the sidebar becoming a drawer) to end.
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
  });
}
