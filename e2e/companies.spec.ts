import { expect as fixtureExpect, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
} from './helpers';
import type { Page } from '@playwright/test';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** The active sample companies with "freight" in their name or email (src/fixtures/companies.ts). */
const ACTIVE_FREIGHT = [
  'Summit Freight Co.',
  'Great Lakes Freight',
  'Granite Peak Freight',
  'Sunbelt Freight',
  'Liberty Freight Group',
];

const viewLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^View / });

test('companies: filter and search survive a reload; a company opens on each tab, the tab survives a reload, a job opens', async ({
  page,
}) => {
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Management' })).toBeVisible();
  for (const title of ['Total Companies', 'Active', 'Pending', 'Verified'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(viewLinks(page)).toHaveCount(10);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('freight');
  await expect(viewLinks(page)).toHaveCount(ACTIVE_FREIGHT.length);
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(page).toHaveURL(/[?&]q=freight/);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('freight');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await expect(viewLinks(page)).toHaveCount(ACTIVE_FREIGHT.length);
  for (const name of ACTIVE_FREIGHT)
    await expect(page.getByRole('link', { name: `View ${name}` })).toBeVisible();

  await page.getByRole('link', { name: 'View Great Lakes Freight' }).click();
  await expect(page).toHaveURL('/admin/companies/CMP-008');
  await expect(page.getByRole('heading', { level: 1, name: 'Great Lakes Freight' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Total Jobs' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('grid', { name: 'Users of Great Lakes Freight' })).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('grid', { name: 'Documents of Great Lakes Freight' })).toBeVisible();
  await expect(page).toHaveURL('/admin/companies/CMP-008?tab=documents');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('grid', { name: 'Documents of Great Lakes Freight' })).toBeVisible();

  await page.getByRole('tab', { name: 'Jobs' }).click();
  const jobs = page.getByRole('grid', { name: 'Jobs of Great Lakes Freight' });
  await expect(jobs).toBeVisible();
  await expectNoAxeViolations(page);
  const job = jobs.getByRole('link').first();
  const href = await job.getAttribute('href');
  expect(href).toMatch(/^\/admin\/jobs\/JOB-\d+$/);
  await job.click();
  await expect(page).toHaveURL(href!);
});

test('companies, dark: a company created at /add shows in the list and on its detail page; an unknown id is not found', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin/companies');
  await page.getByRole('main').getByRole('link', { name: 'Add Company' }).click();
  await expect(page).toHaveURL('/admin/companies/add');
  await page.getByRole('textbox', { name: /^Company name/ }).fill('Northwind Freight');
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('Transport');
  await page.getByRole('textbox', { name: /^Email/ }).fill('hello@northwind.example');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 555 0199');
  await page.getByRole('textbox', { name: /^Address/ }).fill('9 Harbour Street, Seattle');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page).toHaveURL('/admin/companies');

  await page.getByRole('searchbox', { name: 'Search companies' }).fill('northwind');
  await expect(viewLinks(page)).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: 'Northwind Freight' });
  await expect(row).toContainText('hello@northwind.example');
  await expect(row).toContainText('Transport');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not verified');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'View Northwind Freight' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Freight' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('9 Harbour Street');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByText('No jobs yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/companies/CMP-999');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText('No company has the id CMP-999.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Companies' }).click();
  await expect(page).toHaveURL('/admin/companies');
});

test('companies at 375 px in Arabic: cards instead of tables, nothing sideways, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الشركات' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'الشركات' });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await cards.getByRole('link', { name: 'عرض Summit Freight Co.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Freight Co.' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'المهام' }).click();
  await expect(page.getByRole('list', { name: 'مهام Summit Freight Co.' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
