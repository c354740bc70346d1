import { expect as fixtureExpect, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  expectNoAxeViolations,
} from './helpers';
import type { Page } from '@playwright/test';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const rolesGrid = (page: Page) => page.getByRole('grid', { name: 'Roles' });

test('roles: create, edit the fee (Add user shows it), delete refused for a role with users, delete a new role', async ({
  page,
}) => {
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(rolesGrid(page).getByRole('row')).toHaveCount(6);

  await page.getByRole('button', { name: 'Create Role' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Role' });
  await dialog.getByRole('textbox', { name: /^Role name/ }).fill('Dispatcher');
  await dialog.getByRole('textbox', { name: /^Job post fee/ }).fill('7');
  await dialog.getByRole('textbox', { name: /^Sort order/ }).fill('six');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role Created', { exact: true })).toBeVisible();
  const row = rolesGrid(page).getByRole('row').filter({ hasText: 'Dispatcher' });
  await expect(row.getByRole('gridcell')).toHaveText([
    'Dispatcher',
    '',
    'Individual',
    '$7',
    '0',
    '0',
    /Edit/,
  ]);
  // Sort order 0 (non-numeric) lists it first.
  await expect(rolesGrid(page).getByRole('row').nth(1)).toContainText('Dispatcher');

  await page.getByRole('button', { name: 'Edit Dispatcher' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await dialog.getByRole('textbox', { name: /^Job post fee/ }).fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role Updated', { exact: true })).toBeVisible();
  await expect(row.getByRole('gridcell').nth(3)).toHaveText('$30');

  await navigateInApp(page, '/admin/users/add');
  const info = page.getByRole('complementary', { name: 'Role Information' });
  await expect(info.getByRole('definition').first()).toBeVisible();
  await expect(info).toContainText('Dispatcher$30');

  await navigateInApp(page, '/admin/roles');
  const deleteBroker = page.getByRole('button', { name: 'Delete Broker' });
  await expect(deleteBroker).toHaveAttribute('aria-disabled', 'true');
  // Playwright treats aria-disabled as disabled; a person can still focus and press it.
  await deleteBroker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cannot Delete Role', { exact: true })).toBeVisible();
  await expect(page.getByText('This role has active users assigned to it.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rolesGrid(page).getByRole('row')).toHaveCount(7);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Delete Dispatcher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Role' });
  await expect(confirm).toContainText('Delete the role Dispatcher?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Role Deleted', { exact: true })).toBeVisible();
  await expect(rolesGrid(page).getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Delete Dispatcher' })).toHaveCount(0);
});

test('roles, dark: no axe violations with the create dialog showing its message, nor at 375 px as cards', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'en' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/roles');
  // The grid loads lazily: the scan with the dialog open covers the page with it.
  await expect(rolesGrid(page)).toBeVisible();
  await page.getByRole('button', { name: 'Create Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Role' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Role name/ })).toHaveAccessibleDescription(
    'Enter a role name.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole('list', { name: 'Roles' });
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  await expect(cards.getByRole('button', { name: 'Delete Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('roles in Arabic have no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin/roles');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأدوار' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'الأدوار' })).toBeVisible();
  await expectNoAxeViolations(page);
});
