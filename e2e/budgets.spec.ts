import { expect, test } from './fixtures';
import { kib, measureRoute } from './routeWeight';

/**
 * The gzipped JavaScript each route makes the browser fetch (every script until the network is
 * idle), in KiB. The issue's targets are 150 for the public pages and 300 for the admin area; the
 * public pages' budgets are the figures reached (plus about 2 KiB), and docs/performance.md says
 * package by package what stands between them and 150. The list and detail screens of issue 8 are
 * up to 11 KiB over the 300 target (docs/performance.md says why); their budget is 315. Lower a
 * budget when a route gets lighter.
 */
const BUDGETS_KIB: Record<string, number> = {
  '/': 246,
  '/login': 247,
  '/signup': 258,
  '/forgot-password': 232,
  '/reset-password': 233,
  '/otp-verification': 242,
  '/privacy-policy': 233,
  '/terms-of-service': 233,
  '/admin': 300,
  '/admin/users': 315,
  '/admin/users/add': 300,
  '/admin/users/USR-001': 315,
  '/admin/users/verification': 315,
  '/admin/companies': 315,
  '/admin/companies/CMP-001': 300,
  '/admin/companies/verification': 315,
  '/admin/jobs': 315,
  '/admin/jobs/JOB-1001': 315,
  '/admin/jobs/assignments': 315,
  '/admin/roles': 315,
  '/admin/payments': 315,
  '/admin/disputes': 315,
  '/admin/documents': 315,
  '/admin/notifications': 315,
  '/admin/activity': 315,
  '/admin/profile': 300,
  '/admin/profile/security': 300,
  '/admin/profile/jobs': 315,
  '/admin/profile/settings': 300,
};

for (const [path, budget] of Object.entries(BUDGETS_KIB)) {
  test(`${path} loads at most ${budget} KiB of gzipped JavaScript`, async ({ page }) => {
    const { scripts, totalGzipBytes } = await measureRoute(page, path);
    const detail = scripts.map((s) => `${s.path} ${kib(s.gzipBytes)}`).join(', ');
    expect(totalGzipBytes / 1024, `${kib(totalGzipBytes)}: ${detail}`).toBeLessThanOrEqual(budget);
    if (!path.startsWith('/admin')) {
      // Public pages load no admin code (layout, grid, domains, sample data) or admin texts, no toast
      // library, and not the preference menus with their flow machine until they are used.
      expect(
        scripts
          .map((s) => s.path)
          .filter((p) => /\/(admin|toaster|preference-menus|i18n-admin-\w+)\./.test(p)),
      ).toEqual([]);
    }
  });
}

test('a public page writes no admin data to storage; the admin area then loads its data', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys.filter((key) => key.includes('/'))).toEqual([]); // domain keys are persist:freight-back-office/<domain>
  await page.goto('/admin/users', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Notifications, 6 unread' }).waitFor();
});
