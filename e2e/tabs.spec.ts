import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import { expectNoAxeViolations, LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS * 2 });

/** A tab by its visible name, and the value it writes to `?tab=` (none: the first tab). */
type TabCase = { name: string | RegExp; param: string | null };

/** Every tabbed screen (spec 2.4), with a sample record, and its tabs in order. */
const SCREENS: { screen: string; url: string; tabs: TabCase[] }[] = [
  {
    screen: 'user detail (USR-001, a driver)',
    url: '/admin/users/USR-001',
    tabs: [
      { name: 'Overview', param: null },
      { name: 'Job History', param: 'history' },
      { name: 'Documents', param: 'documents' },
      { name: 'Activity', param: 'activity' },
    ],
  },
  {
    screen: 'company detail (CMP-001)',
    url: '/admin/companies/CMP-001',
    tabs: [
      { name: 'Overview', param: null },
      { name: 'Jobs', param: 'jobs' },
      { name: 'Users', param: 'users' },
      { name: 'Documents', param: 'documents' },
      { name: 'Activity', param: 'activity' },
    ],
  },
  {
    screen: 'job detail (JOB-1001)',
    url: '/admin/jobs/JOB-1001',
    tabs: [
      { name: 'Overview', param: null },
      { name: 'Activity', param: 'activity' },
    ],
  },
  {
    screen: 'payments',
    url: '/admin/payments',
    tabs: [
      { name: 'All Transactions', param: null },
      { name: 'Job Payments', param: 'job_payments' },
      { name: 'Posting Fees', param: 'posting_fees' },
      { name: 'Disputes', param: 'disputes' },
    ],
  },
  {
    screen: 'my jobs',
    url: '/admin/profile/jobs',
    tabs: [
      { name: /^All \(/, param: null },
      { name: /^Active \(/, param: 'active' },
      { name: /^Completed \(/, param: 'completed' },
      { name: /^In Progress \(/, param: 'in_progress' },
    ],
  },
];

/**
 * What is wrong with the tabs' links to their panels: each tab's `aria-controls` must name an
 * element of the page with the role tabpanel, labelled by that tab (`aria-labelledby`).
 */
const tabLinkProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="tab"]')].flatMap((tab) => {
      const controls = tab.getAttribute('aria-controls');
      const panel = controls ? document.getElementById(controls) : null;
      if (!panel) return [`${tab.textContent}: aria-controls "${controls}" names nothing`];
      if (panel.getAttribute('role') !== 'tabpanel') return [`${tab.textContent}: not a tabpanel`];
      if (panel.getAttribute('aria-labelledby') !== tab.id)
        return [`${tab.textContent}: panel not labelled by it`];
      return [];
    }),
  );

/** Waits for the shown panel's content: no list still loading, a grid with its first row. */
async function expectPanelLoaded(page: Page): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);
  const grid = panel.getByRole('grid');
  if ((await grid.count()) > 0) await expect(grid.first().getByRole('row').nth(1)).toBeVisible();
}

for (const { screen, url, tabs } of SCREENS) {
  test(`${screen}: each tab, chosen in turn, is in the URL, every tab points at a panel of the page, no axe violations`, async ({
    page,
  }) => {
    await page.goto(url);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(tabs.length);
    for (const { name, param } of tabs) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe(param);
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName((await tab.textContent()) ?? '');
      await expectPanelLoaded(page);
      expect(await tabLinkProblems(page)).toEqual([]);
      await expectNoAxeViolations(page);
    }
  });
}
