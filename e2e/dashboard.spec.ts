import { expect as fixtureExpect, test } from './fixtures';
import { LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

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
});
