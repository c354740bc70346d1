import { expect as fixtureExpect, test } from './fixtures';
import {
  choose,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('job management: filters and search survive a reload; a title opens the job', async ({ page }) => {
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();
  for (const title of ['Total Jobs', 'Active', 'In Progress', 'Completed'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Jobs' });
  await expect(grid.getByRole('row')).toHaveCount(11);

  await choose(page, 'Status', 'Active');
  await choose(page, 'Type', 'Medium (1-3 weeks)');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('haul');
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(page).toHaveURL(/[?&]type=medium/);
  await expect(page).toHaveURL(/[?&]q=haul/);
  const links = grid.getByRole('link');
  await expect(links.first()).toBeVisible();
  // The grid takes the filtered rows a moment after the URL (count() does not wait): every row of
  // jobs medium and about a haul first.
  const jobRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(jobRows.filter({ hasNotText: /haul/i })).toHaveCount(0);
  await expect(jobRows.filter({ hasNotText: 'Medium' })).toHaveCount(0);
  const shown = await links.count();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('haul');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Medium (1-3 weeks)');
  await expect(links).toHaveCount(shown);
  for (const row of await grid.getByRole('row').all()) {
    if (await row.getByRole('gridcell').count()) await expect(row).toContainText('Medium');
  }

  const first = links.first();
  const title = (await first.textContent())!;
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/admin\/jobs\/JOB-\d{4}$/);
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
});

for (const preferences of [
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'ar' },
] as const) {
  test(`job management at 375 px as cards, ${preferences.theme}, ${preferences.language}: no axe violations`, async ({
    page,
  }) => {
    await savePreferencesBeforeLoad(page, preferences);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/jobs?status=active');
    const list = page.getByRole('list', { name: preferences.language === 'ar' ? 'الوظائف' : 'Jobs' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
}
