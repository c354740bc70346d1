import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('dashboard: stat cards with trends, recent jobs leading to their pages, system health', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  for (const title of ['Total Users', 'Active Jobs', 'Total Revenue', 'Open Disputes']) {
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(/^(\$)?[\d,]+$/)).toBeVisible();
    await expect(card.getByText(/30 days/)).toBeVisible();
  }
  await expect(
    page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Total Users' }) }),
  ).toContainText('85');

  const health = page.getByRole('region', { name: 'System Health' });
  for (const service of ['Payment System', 'GPS Tracking', 'Background Jobs', 'Email Service'])
    await expect(health.getByText(service)).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent Job Postings' });
  const jobLinks = recent.getByRole('link').filter({ hasNotText: 'View all jobs' });
  await expect(jobLinks).toHaveCount(5);
  const href = await jobLinks.first().getAttribute('href');
  expect(href).toMatch(/^\/admin\/jobs\/JOB-\d+$/);
  await jobLinks.first().click();
  await expect(page).toHaveURL(href!);

  await page.goto('/carrier');
  await page
    .getByRole('region', { name: 'Recent Job Postings' })
    .getByRole('link', { name: 'View all jobs' })
    .click();
  await expect(page).toHaveURL('/carrier/jobs');
});

test('dashboard at 375 px: the cards stack and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Open Disputes' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const boxes = await Promise.all(
    ['Total Users', 'Active Jobs'].map((name) => page.getByRole('heading', { name }).boundingBox()),
  );
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y); // one card a row

  // Jobs by Status: every status named whole under its bar (slanted), none dropped or cut short.
  const jobsChart = page.getByRole('region', { name: 'Jobs by Status' }).locator('svg').first();
  await jobsChart.scrollIntoViewIfNeeded();
  const statuses = ['Active', 'Draft', 'Completed', 'Cancelled', 'In Progress'];
  for (const status of statuses)
    await expect(jobsChart.locator('text', { hasText: new RegExp(`^${status}$`) })).toBeVisible();
  const labels = await Promise.all(
    statuses.map((status) => jobsChart.locator('text', { hasText: new RegExp(`^${status}$`) }).boundingBox()),
  );
  for (let i = 1; i < labels.length; i++) expect(labels[i]!.x).toBeGreaterThanOrEqual(labels[i - 1]!.x);
});

/** The English names the light and dark variants look for. */
const ENGLISH_NAMES = {
  jobs: 'Jobs by Status',
  jobsTable: 'Jobs in each status',
  backlogTable: 'Verification items waiting, by status',
  revenueTable: 'Show as table',
  revenueName: 'Revenue per week',
  active: 'Active',
  second: 'Draft',
};

/** The dashboard's charts: their sections, the named tables beside the drawings, the drawings. */
const CHART_VARIANTS = [
  {
    name: 'light',
    preferences: { theme: 'light', language: 'en' },
    ...ENGLISH_NAMES,
    activeFill: 'rgb(29, 78, 216)', // info.main, light
  },
  {
    name: 'dark',
    preferences: { theme: 'dark', language: 'en' },
    ...ENGLISH_NAMES,
    activeFill: 'rgb(96, 165, 250)', // info.main, dark
  },
  {
    name: 'Arabic',
    preferences: { theme: 'light', language: 'ar' },
    jobs: 'المهام حسب الحالة',
    jobsTable: 'المهام في كل حالة',
    backlogTable: 'طلبات التحقق المنتظرة حسب الحالة',
    revenueTable: 'عرض كجدول',
    revenueName: 'الإيرادات في كل أسبوع',
    active: 'نشط',
    second: 'مسودة',
    activeFill: 'rgb(29, 78, 216)',
  },
] as const;

/** The text and x position of each named category label of a bar chart. */
const firstAndLastTickX = (page: Page, section: string) =>
  page
    .getByRole('region', { name: section })
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.textContent)
        .map((label) => ({ text: label.textContent, x: label.getBoundingClientRect().x })),
    );

for (const variant of CHART_VARIANTS) {
  test(`dashboard charts (${variant.name}) at 1366 and 375 px: drawn in the theme's colours, each with its table, axe clean`, async ({
    page,
  }) => {
    await savePreferencesBeforeLoad(page, variant.preferences);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin');
      const jobs = page.getByRole('region', { name: variant.jobs });
      await expect(jobs.getByRole('table', { name: variant.jobsTable })).toBeVisible();
      await expect(page.getByRole('table', { name: variant.backlogTable })).toBeVisible();
      // Four sparklines and three charts, drawn once the charts' chunk has come.
      await expect(page.locator('.MuiChartsSvgLayer-root')).toHaveCount(7);
      const bars = jobs.locator('.MuiBarChart-element');
      await expect(bars).toHaveCount(5);
      // The first status's bar (leftmost, rightmost in Arabic) has its badge's colour, from the theme in use.
      const fills = await bars.evaluateAll((elements) =>
        elements
          .map((bar) => ({ x: bar.getBoundingClientRect().x, fill: getComputedStyle(bar).fill }))
          .sort((a, b) => a.x - b.x)
          .map((bar) => bar.fill),
      );
      expect(variant.preferences.language === 'ar' ? fills.at(-1) : fills[0]).toBe(variant.activeFill);
      // The categories are named under the bars, in reading order: right to left in Arabic.
      const ticks = await firstAndLastTickX(page, variant.jobs);
      const [first, last] = [variant.active, variant.second].map((text) =>
        ticks.find((t) => t.text === text)!,
      );
      if (variant.preferences.language === 'ar') expect(first!.x).toBeGreaterThan(last!.x);
      else expect(first!.x).toBeLessThan(last!.x);
      // The revenue table on demand.
      await page.getByRole('button', { name: variant.revenueTable }).click();
      await expect(page.getByRole('table', { name: variant.revenueName })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
  });
}

test('dashboard drill-down: a status opens its filtered list by keyboard, and a bar by mouse', async ({
  page,
}) => {
  await page.goto('/admin');
  const jobs = page.getByRole('region', { name: 'Jobs by Status' });
  const inProgress = jobs.getByRole('link', { name: 'In Progress' });
  await expect(inProgress).toBeVisible();
  // Tab through the page: the drawings take no tab stop (they are pictures; the tables are the way in).
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => ({
      inDrawing: Boolean(document.activeElement?.closest('[aria-hidden="true"]')),
      text: document.activeElement?.textContent ?? '',
      href: document.activeElement?.getAttribute('href') ?? '',
    }));
    expect(focus.inDrawing).toBe(false);
    if (focus.href === '/admin/jobs?status=in_progress') break;
  }
  await expect(inProgress).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/jobs?status=in_progress');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('In Progress');
  const grid = page.getByRole('grid', { name: 'Jobs' });
  const jobRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(jobRows).toHaveCount(6);
  await expect(jobRows.filter({ hasNotText: 'In Progress' })).toHaveCount(0);

  // By mouse: a bar of the verification backlog opens its queue with the status filter.
  await page.goto('/admin');
  const backlog = page.getByRole('region', { name: 'Verification Backlog' });
  const bars = backlog.locator('.MuiBarChart-element');
  await expect(bars).toHaveCount(4);
  await bars.first().click();
  await expect(page).toHaveURL('/admin/users/verification?status=pending');
});
