import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  bodyLuminance,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS * 2 });

const SETTINGS = '/admin/profile/settings';
const FOREIGN = { name: 'package.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"x"}') };

/** David Thompson's row in the users list, found by the search field. */
async function davidRow(page: Page) {
  await navigateInApp(page, '/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('David Thompson');
  const table = page.getByRole('grid', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  return table.getByRole('row').nth(1);
}

/** Chooses `file` in the file picker that Import data opens. */
async function importFile(page: Page, file: string | typeof FOREIGN) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('region', { name: /Data tools|أدوات البيانات/ })
    .getByRole('button', { name: /Import data|استيراد البيانات/ })
    .click();
  await (await chooser).setFiles(file);
}

test('data tools: export, reset sample data, a foreign file changes nothing, import brings the change back', async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const row = await davidRow(page);
  await row.getByRole('button', { name: 'Status actions for David Thompson' }).click();
  await page.getByRole('menuitem', { name: 'Suspend User' }).click();
  await expect(row).toContainText('Suspended');

  await navigateInApp(page, SETTINGS);
  const tools = page.getByRole('region', { name: 'Data tools' });
  await expect(tools).toBeVisible();
  await expectNoAxeViolations(page);

  // Export data: one JSON file holding every domain, the suspension included.
  const download = page.waitForEvent('download');
  await tools.getByRole('button', { name: 'Export data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^freight-backoffice-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const exported = JSON.parse(await readFile(path, 'utf8'));
  expect(exported.format).toBe('freight-backoffice');
  expect(exported.domains.users.state.entities['USR-001'].status).toBe('suspended');
  await expectToast(page, 'Data exported', file.suggestedFilename());

  // Reset sample data asks first, then restores the fixtures.
  await tools.getByRole('button', { name: 'Reset sample data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset sample data?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expectToast(page, 'Sample data restored', 'All the data is back to the sample data.');

  // A foreign file is refused with the reason, in dark mode too.
  await importFile(page, FOREIGN);
  await expect(tools.getByRole('alert')).toContainText('package.json');
  await expect(tools.getByRole('alert')).toContainText('was not made by Export data of this back office.');
  const light = await bodyLuminance(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(light);
  await expectNoAxeViolations(page);
  await expect(await davidRow(page)).toContainText('Active');

  // The exported file brings the suspension back, written to the browser's database: a reload keeps it.
  await navigateInApp(page, SETTINGS);
  await importFile(page, path);
  await expectToast(page, 'Data imported', 'All the data now comes from');
  await expect(await davidRow(page)).toContainText('Suspended');
  await page.goto('/admin/users?q=David+Thompson');
  const reloaded = page.getByRole('grid', { name: 'Users' }).getByRole('row');
  await expect(reloaded).toHaveCount(2);
  await expect(reloaded.nth(1)).toContainText('Suspended');

  // How much the browser holds for the app, and asking it to keep the data: its answer is said.
  await navigateInApp(page, SETTINGS);
  await expect(tools).toContainText(
    /This browser holds \d[\d.,]* \S+ for the back office, of the \d[\d.,]* \S+ it allows\./,
  );
  const keep = tools.getByRole('button', { name: 'Ask the browser to keep the data' });
  if (await page.evaluate(() => navigator.storage.persisted())) {
    await expect(tools).toContainText('The browser keeps this data: it will not clear it to free space.');
    await expect(keep).toHaveCount(0);
  } else {
    await keep.click();
    const agreed = await page.evaluate(() => navigator.storage.persisted());
    await expect(tools.getByRole('status')).toHaveText(
      agreed
        ? 'The browser agreed to keep the data.'
        : 'The browser did not agree: it may still clear the data when space runs low.',
    );
    console.log(`data-tools: the browser ${agreed ? 'agreed' : 'did not agree'} to keep the data`);
  }
  await expectNoAxeViolations(page);
});

test('data tools at 375 px in Arabic: the tools and the reset dialog fit, and a refusal says why', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'ar' });
  await page.goto(SETTINGS);
  const tools = page.getByRole('region', { name: 'أدوات البيانات' });
  await expect(tools.getByRole('button', { name: 'تصدير البيانات' })).toBeVisible();
  await expect(tools).toContainText('يحفظ هذا المتصفح');
  await expectNoSidewaysScroll(page);
  await importFile(page, FOREIGN);
  await expect(tools.getByRole('alert')).toContainText('لم يُستورد أي شيء');
  await expectNoAxeViolations(page);
  await tools.getByRole('button', { name: 'إعادة ضبط البيانات التجريبية' }).click();
  await expect(page.getByRole('dialog', { name: 'إعادة ضبط البيانات التجريبية؟' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});
