import { expect, test } from './fixtures';
import { kib, measureRoute } from './routeWeight';

/**
 * The gzipped JavaScript each route makes the browser fetch (every script until the network is
 * idle), in KiB. The targets are 150 for the public pages and 300 for the admin area; the
 * public pages' budgets are the figures reached (plus about 2 KiB), and docs/performance.md says
 * package by package what stands between them and 150. The admin area has two budgets per route
 * (issue 18): at 1366 px, where the lists are MUI X DataGrid and a wide admin screen fetches the
 * grid's chunk (about 157 KiB) when it renders a list or when the browser is idle; and at 375 px,
 * where the lists are cards and the grid is never fetched. Each is the figure measured after
 * issue 18 plus 2 KiB (docs/performance.md), raised after issues 20 (idb and the data layer on it, 1 to
 * 3 KiB) and 21 (the dashboard's charts) to the figures measured then plus 2 KiB; the two verification
 * queues at 375 px by 1 KiB more after the admin pages' preloading (the screen's chunk asked for with
 * the area's at start-up: 0.13 KiB in the admin chunk put them at 326.03). Lower a budget when a
 * route gets lighter.
 */
const PUBLIC_BUDGETS_KIB: Record<string, number> = {
  '/': 246,
  '/login': 247,
  '/signup': 258,
  '/forgot-password': 232,
  '/reset-password': 233,
  '/otp-verification': 242,
  '/privacy-policy': 233,
  '/terms-of-service': 233,
};

/** Admin routes at 1366 px: the grid included. */
const WIDE_ADMIN_BUDGETS_KIB: Record<string, number> = {
  // The dashboard's charts (issue 21): its charts and charts-lib chunks, about 103 KiB.
  '/admin': 585,
  '/admin/users': 484,
  '/admin/users/add': 476,
  '/admin/users/USR-001': 495,
  '/admin/users/verification': 486,
  '/admin/companies': 480,
  '/admin/companies/CMP-001': 482,
  '/admin/companies/verification': 486,
  '/admin/jobs': 480,
  '/admin/jobs/JOB-1001': 486,
  '/admin/jobs/assignments': 489,
  '/admin/roles': 482,
  '/admin/payments': 485,
  '/admin/disputes': 481,
  '/admin/documents': 483,
  '/admin/notifications': 478,
  '/admin/activity': 479,
  '/admin/profile': 474,
  '/admin/profile/security': 474,
  '/admin/profile/jobs': 486,
  '/admin/profile/settings': 482,
};

/** The same routes at 375 px: cards, no grid. */
const PHONE_ADMIN_BUDGETS_KIB: Record<string, number> = {
  '/admin': 410,
  '/admin/users': 326,
  '/admin/users/add': 312,
  '/admin/users/USR-001': 334,
  '/admin/users/verification': 327,
  '/admin/companies': 322,
  '/admin/companies/CMP-001': 313,
  '/admin/companies/verification': 327,
  '/admin/jobs': 322,
  '/admin/jobs/JOB-1001': 328,
  '/admin/jobs/assignments': 331,
  '/admin/roles': 316,
  '/admin/payments': 333,
  '/admin/disputes': 323,
  '/admin/documents': 324,
  '/admin/notifications': 320,
  '/admin/activity': 321,
  '/admin/profile': 304,
  '/admin/profile/security': 305,
  '/admin/profile/jobs': 328,
  '/admin/profile/settings': 304,
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
