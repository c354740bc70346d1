import { expect, test } from './fixtures';
import { kib, measureRoute } from './routeWeight';

/**
 * The gzipped JavaScript each route makes the browser fetch (every script until the network is
 * idle), in KiB. The issue's targets are 150 for the public pages and 300 for the admin area; the
 * public pages' budgets are the figures reached (plus about 2 KiB), and docs/performance.md says
 * package by package what stands between them and 150. The admin area has two budgets per route
 * (issue 18): at 1366 px, where the lists are MUI X DataGrid and a wide admin screen fetches the
 * grid's chunk (about 157 KiB) when it renders a list or when the browser is idle; and at 375 px,
 * where the lists are cards and the grid is never fetched.
 *
 * Each budget is the figure measured after issue 18 plus 2 KiB, and was raised only when a change
 * put a route over it: to the figure measured then plus 1 or 2 KiB. Every raise, with the change
 * that caused it, the routes and by how much, is in docs/performance.md ("How the budgets were
 * raised"); add a line there with the next one. Lower a budget when a route gets lighter.
 */
const PUBLIC_BUDGETS_KIB: Record<string, number> = {
  '/': 249,
  '/login': 250,
  '/signup': 261,
  '/forgot-password': 234,
  '/reset-password': 235,
  '/otp-verification': 244,
  '/privacy-policy': 235,
  '/terms-of-service': 235,
};

/** Admin routes at 1366 px: the grid included. */
const WIDE_ADMIN_BUDGETS_KIB: Record<string, number> = {
  // The dashboard's charts (issue 21): its charts and charts-lib chunks, about 103 KiB.
  '/admin': 597,
  '/admin/users': 495,
  '/admin/users/add': 488,
  '/admin/users/USR-001': 506,
  '/admin/users/verification': 498,
  '/admin/companies': 491,
  '/admin/companies/CMP-001': 493,
  '/admin/companies/verification': 498,
  '/admin/jobs': 492,
  '/admin/jobs/JOB-1001': 497,
  '/admin/jobs/assignments': 501,
  '/admin/roles': 494,
  '/admin/payments': 497,
  '/admin/disputes': 492,
  '/admin/documents': 494,
  '/admin/notifications': 489,
  '/admin/activity': 490,
  '/admin/profile': 486,
  '/admin/profile/security': 487,
  '/admin/profile/jobs': 497,
  '/admin/profile/settings': 494,
};

/** The same routes at 375 px: cards, no grid. */
const PHONE_ADMIN_BUDGETS_KIB: Record<string, number> = {
  '/admin': 417,
  '/admin/users': 337,
  '/admin/users/add': 319,
  '/admin/users/USR-001': 345,
  '/admin/users/verification': 339,
  '/admin/companies': 333,
  '/admin/companies/CMP-001': 324,
  '/admin/companies/verification': 339,
  '/admin/jobs': 333,
  '/admin/jobs/JOB-1001': 339,
  '/admin/jobs/assignments': 342,
  '/admin/roles': 327,
  '/admin/payments': 344,
  '/admin/disputes': 333,
  '/admin/documents': 335,
  '/admin/notifications': 331,
  '/admin/activity': 332,
  '/admin/profile': 311,
  '/admin/profile/security': 312,
  '/admin/profile/jobs': 339,
  '/admin/profile/settings': 311,
};

const CASES = [
  ...Object.entries(PUBLIC_BUDGETS_KIB).map(([path, budget]) => ({ path, budget, width: 1366 })),
  ...Object.entries(WIDE_ADMIN_BUDGETS_KIB).map(([path, budget]) => ({ path, budget, width: 1366 })),
  ...Object.entries(PHONE_ADMIN_BUDGETS_KIB).map(([path, budget]) => ({ path, budget, width: 375 })),
];

for (const { path, budget, width } of CASES) {
  test(`${path} at ${width} px loads at most ${budget} KiB of gzipped JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { scripts, totalGzipBytes } = await measureRoute(page, path);
    const detail = scripts.map((s) => `${s.path} ${kib(s.gzipBytes)}`).join(', ');
    expect(totalGzipBytes / 1024, `${kib(totalGzipBytes)}: ${detail}`).toBeLessThanOrEqual(budget);
    const paths = scripts.map((s) => s.path);
    if (!path.startsWith('/admin')) {
      // Public pages load no admin code (layout, grid, domains, sample data) or admin texts, no toast
      // library, and not the preference menus with their flow machine until they are used.
      expect(
        paths.filter((p) =>
          /\/(admin|grid|charts|charts-lib|toaster|preference-menus|i18n-admin-\w+)\./.test(p),
        ),
      ).toEqual([]);
    } else if (width < 768) {
      // A phone never fetches the grid.
      expect(paths.filter((p) => /\/grid\./.test(p))).toEqual([]);
    }
    // The charts (MUI X Charts) come with the dashboard, and only with it.
    const charts = paths.filter((p) => /\/charts(-lib)?\./.test(p));
    expect(charts).toHaveLength(path === '/admin' ? 2 : 0);
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
