import { axeViolations, expect as fixtureExpect, test } from './fixtures';
import {
  bodyLuminance,
  expectNoSidewaysScroll,
  settleAnimations,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('keyboard: g u opens Users, ? lists the shortcuts, typing in a field is left alone, Ctrl+K finds a company', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // g then u: the Users screen.
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

  // ?: the shortcuts dialog, axe clean in light and dark; Escape closes it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('columnheader')).toHaveText(['Keys', 'Action']);
  await expect(help.getByRole('row')).toHaveCount(11);
  await expect(help.getByRole('row', { name: /Go to Companies/ }).locator('kbd')).toHaveText(['g', 'c']);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  const light = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Typing g u in the search field types it, and goes nowhere.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.click();
  await page.keyboard.type('gu');
  await expect(search).toHaveValue('gu');
  await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
  await search.fill('');
  await page.getByRole('heading', { level: 1 }).click();

  // Ctrl+K on a phone-sized screen: the palette (axe clean, dark then light), a company by part of its name.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const field = palette.getByRole('combobox', { name: 'Search screens, users, companies and jobs' });
  await expect(field).toBeFocused();
  await field.pressSequentially('coastal');
  await expect(palette.getByRole('group', { name: 'Companies' }).getByRole('option')).toHaveText([
    /Coastal Logistics LLC/,
  ]);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  // Light: wait until the page has taken the new scheme before scanning its colours.
  const dark = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(dark);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/companies\/CMP-002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coastal Logistics LLC' })).toBeVisible();
});
