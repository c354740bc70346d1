import type { BrowserContext, Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import { settleAnimations, LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const SIDEBAR_COOKIE = 'sidebar_state';
const WEEK_S = 604800;
const EXPANDED_PX = 256; // 16rem
const COLLAPSED_PX = 49.6; // 3.1rem

const sidebarWidth = async (page: Page) => (await page.getByTestId('sidebar').boundingBox())?.width ?? -1;

const sidebarCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE);

async function startCollapsed(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: SIDEBAR_COOKIE, value: 'false', url: baseURL! }]);
}

test.describe('desktop sidebar', () => {
  test('Ctrl+B collapses it, a 7-day cookie keeps it collapsed after reload, Ctrl+B expands it', async ({
    page,
    context,
  }) => {
    await page.goto('/admin');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(EXPANDED_PX, 0);
    const nav = sidebar.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Payments', { exact: true })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(COLLAPSED_PX, 0);
    // Icons only, but every link keeps its name.
    await expect(nav.getByText('Payments', { exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(WEEK_S - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(WEEK_S + 60);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(COLLAPSED_PX, 0);

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(EXPANDED_PX, 0);
    await expect(nav.getByText('Payments', { exact: true })).toBeVisible();
    expect((await sidebarCookie(context))?.value).toBe('true');
  });

  test('the header button toggles it too', async ({ page }) => {
    await page.goto('/admin');
    const sidebar = page.getByTestId('sidebar');
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('collapsed icons show their label in a tooltip after 700 ms of hovering', async ({
    page,
    context,
    baseURL,
  }) => {
    await startCollapsed(context, baseURL);
    await page.clock.install();
    await page.goto('/admin');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const payments = sidebar.getByRole('link', { name: 'Payments' });
    await expect(payments).toBeVisible();
    await settleAnimations(page);
    const box = (await payments.boundingBox())!;

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.getByRole('tooltip');
    await page.clock.runFor(300);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(200); // 800 ms in all
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('Payments');

    // Leaving closes it.
    await page.mouse.move(box.x + 600, box.y);
    await page.clock.runFor(1000);
    await expect(tooltip).toHaveCount(0);
  });
});

test.describe('narrow screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a drawer replaces the sidebar and closes after a link is followed', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-drawer')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    const open = page.getByRole('button', { name: 'Open navigation' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Main navigation' });
    // Spec 2.3's 13 items and Activity (issue 12).
    await expect(nav.getByRole('link')).toHaveCount(14);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the drawer', async ({ page }) => {
    await page.goto('/admin/jobs');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL('/admin/jobs');
  });
});

test('under a profile path the profile sidebar shows instead', async ({ page }) => {
  await page.goto('/admin/profile');
  const sidebar = page.getByTestId('sidebar');
  const nav = sidebar.getByRole('navigation', { name: 'Profile navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Back to Dashboard',
    'Profile Information',
    'Security Settings',
    'My Jobs',
    'Account Settings',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Companies' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Security Settings' }).click();
  await expect(page).toHaveURL('/admin/profile/security');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await nav.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(
    sidebar.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Companies' }),
  ).toBeVisible();
});

test.describe('notification bell', () => {
  for (const role of ['admin', 'driver'] as const) {
    test(`under /${role}: unread badge, at most 5 items, View all goes to /${role}/notifications`, async ({
      page,
    }) => {
      await page.goto(`/${role}`);
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications, 6 unread');
      await expect(bell.getByText('6', { exact: true })).toBeVisible();

      await bell.click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      await expect(popover).toBeVisible();
      const items = popover.getByTestId('notification-popover-list').locator(':scope > li');
      await expect(items).toHaveCount(5);
      await expect(items.first()).toContainText('New driver registration');

      const viewAll = popover.getByRole('link', { name: 'View all' });
      await expect(viewAll).toHaveAttribute('href', `/${role}/notifications`);
      await viewAll.click();
      await expect(page).toHaveURL(`/${role}/notifications`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(popover).toHaveCount(0);
    });
  }

  test('Escape closes the popover and returns focus to the bell', async ({ page }) => {
    await page.goto('/admin');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bell).toBeFocused();
  });
});

test.describe('user menu', () => {
  test('Log out lands on the landing page', async ({ page }) => {
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Profile and Settings go to their pages in the current area', async ({ page }) => {
    await page.goto('/admin/users');
    const account = page.getByRole('button', { name: 'Account menu' });
    await account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/admin/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await account.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    // Settings is Account Settings (docs/decisions.md): the route leads there.
    await expect(page).toHaveURL('/admin/profile/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });

  test('under /shipper the menu stays in the shipper area', async ({ page }) => {
    await page.goto('/shipper');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/shipper/profile');
  });
});
