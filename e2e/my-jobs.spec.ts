import type { Locator, Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** The count a tab shows: "Active (5)" gives 5. */
async function tabCount(page: Page, name: string): Promise<number> {
  const label = await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).textContent();
  return Number(/\((\d+)\)/.exec(label ?? '')![1]);
}

async function fillJob(dialog: Locator, title: string) {
  await dialog.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Flatbed load, one stop.');
  await dialog.getByRole('combobox', { name: /^Company/ }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: /^Job type/ }).selectOption({ label: 'Short (1-2 days)' });
  await dialog.getByRole('textbox', { name: /^Pay/ }).fill('900');
  await dialog.getByLabel(/^Due date/).fill('2099-03-01');
  await dialog.getByRole('textbox', { name: /^Pickup/ }).fill('1 Main St, Denver, CO');
  await dialog.getByRole('textbox', { name: /^Dropoff/ }).fill('2 Bay Rd, Omaha, NE');
  await dialog.getByRole('textbox', { name: /^Distance/ }).fill('540');
  await dialog.getByRole('textbox', { name: /^Requirements/ }).fill('CDL Class A\nTWIC card');
}

test('my jobs: post a new job, pause an active one, edit a draft', async ({ page }) => {
  await page.goto('/admin/profile/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
  const active = await tabCount(page, 'Active');
  const all = await tabCount(page, 'All');

  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.getByRole('textbox', { name: /^Pay/ }).fill('12.50');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  const title = dialog.getByRole('textbox', { name: /^Job title/ });
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription('Enter a job title.');
  await expect(dialog.getByRole('textbox', { name: /^Pay/ })).toHaveAccessibleDescription(
    'Enter the pay in whole dollars, more than 0 (for example 1500).',
  );
  await expect(dialog.getByRole('textbox', { name: /^Pay/ })).toHaveValue('12.50');
  await expectNoAxeViolations(page);

  await fillJob(dialog, 'Cedar Lumber Run');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expectToast(page, 'Job Posted', 'Cedar Lumber Run is now active and open for applications.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: `Active (${active + 1})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `All (${all + 1})` })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'My jobs: All' })).toContainText('Cedar Lumber Run');

  await page.getByRole('button', { name: 'Pause Cedar Lumber Run' }).click();
  await expectToast(page, 'Job Paused', 'Cedar Lumber Run is now a draft and takes no applications.');
  await expect(page.getByRole('tab', { name: `Active (${active})` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Cedar Lumber Run' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(edit.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Cedar Lumber Run');
  await edit.getByRole('textbox', { name: /^Job title/ }).fill('Cedar Lumber Express');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job Updated', 'The changes to Cedar Lumber Express are saved.');
  await expect(page.getByRole('button', { name: 'Post Cedar Lumber Express' })).toBeVisible();
});

for (const preferences of [
  { theme: 'dark', language: 'en', width: 1366 },
  { theme: 'light', language: 'ar', width: 375 },
] as const) {
  test(`my jobs, ${preferences.theme}, ${preferences.language}, ${preferences.width} px: no axe violations, dialog open too`, async ({
    page,
  }) => {
    await savePreferencesBeforeLoad(page, preferences);
    await page.setViewportSize({ width: preferences.width, height: 900 });
    await page.goto('/admin/profile/jobs');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Pause|إيقاف مؤقت) / }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: preferences.language === 'ar' ? 'نشر وظيفة جديدة' : 'Post New Job' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: preferences.language === 'ar' ? 'حفظ كمسودة' : 'Save as Draft' })
      .click();
    await expect(dialog.getByRole('textbox').first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
}
