import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { summarise, type Profile } from './cpuProfile';
import { LISTS, NEXT_KEY } from './benchLists';
import { installProbes, type StepResult, type Trigger } from './probes';
import { record, recordLongestTask, referenceWork, table, type Results } from './benchResults';
import { newTab, seedDatabase } from './seedDatabase';

/**
 * `npm run bench`: 1,000, 10,000 then 100,000 users, jobs and payments together, written into the
 * app's database in the browser's real IndexedDB (seedDatabase.ts; no stand-in), and each step timed
 * in the browser (5 runs in a tab opened after the seeding, `newTab`: the first loads the app in it,
 * each of the others reloads the last run's page; median and worst): the cold load of /admin/users
 * from the database, each list's interactions, a status change and the write that saves it (its
 * read-write transaction), the toast's Undo, a bulk approve of 100 queue items and the CSV export of
 * every user. BENCH_SIZES (e.g. "1000,10000"), BENCH_RUNS and BENCH_LISTS (e.g. "users") change the
 * defaults (and BENCH_FRESH, BENCH_TRACE and BENCH_PROFILE, below); the table is printed and written
 * to reports/bench.md. Its last row is the longest task of each run's page, anywhere.
 */
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** At most 10: each run approves 100 of the queue's 1,000 pending items (src/testing/benchData.ts). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_LISTS (e.g. "users"): only those lists' steps. */
const ONLY = process.env.BENCH_LISTS?.split(',');

const run = (page: Page, trigger: Trigger, heading?: string, until?: 'file'): Promise<StepResult> =>
  page.evaluate(([t, h, u]) => window.__bench.run(t, h, u), [trigger, heading, until] as const);

/**
 * BENCH_FRESH: each run in a new tab (a new page, the last one closed), as a user who opens the app,
 * not a reload of the last run's page, whose 100,000 records are then garbage the new page's first
 * major collection frees.
 */
const FRESH = Boolean(process.env.BENCH_FRESH);
/**
 * BENCH_TRACE: each run traced (tasks and collections, with each collection's phases and heap
 * sizes), into reports/trace-<size>-run-<n>.json. BENCH_TRACE_CATEGORIES (comma-separated) adds
 * others: the timeline's own (`disabled-by-default-devtools.timeline`) starts a CPU profiler, whose
 * start alone was a task of 600 ms and which keeps code alive, so the trace then shows tasks and
 * heaps the untraced run does not have.
 */
const TRACE = Boolean(process.env.BENCH_TRACE);
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'v8',
  'disabled-by-default-v8.gc',
  ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
];

/**
 * BENCH_PROFILE (part of a step's name, e.g. "bulk approve"): the step's CPU profile, each run, summed
 * (cpuProfile.ts) and written whole to reports/profile-<step>.cpuprofile.
 */
const PROFILED = process.env.BENCH_PROFILE;

async function step(page: Page, results: Results, name: string, ...args: [Trigger, string?, 'file'?]) {
  const cdp = PROFILED && name.includes(PROFILED) ? await page.context().newCDPSession(page) : null;
  await cdp?.send('Profiler.enable');
  // A sample every 100 µs (the default is 1 ms): a step of 100 ms is then a thousand samples.
  await cdp?.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp?.send('Profiler.start');
  const result = await run(page, ...args);
  const profile = (await cdp?.send('Profiler.stop')) as { profile: Profile } | undefined;
  if (profile) console.log(`${Math.round(result.ms)} ms: ${summarise(profile.profile, name)}`);
  // The raw profile too, for the DevTools Performance panel (or a script) to open.
  if (profile) {
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/profile-${name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile.profile));
  }
  record(results, name, result);
  return result;
}

/** The data grid's body rows (its header row has no data-id). */
const GRID_ROWS = 'main [role="grid"] [role="row"][data-id]';

async function rowsShown(page: Page) {
  await expect(page.locator(GRID_ROWS).first()).toBeVisible({ timeout: 120_000 });
}

/**
 * The save of the change made at `from`: the first read-write transaction on the users after it,
 * from its creation to its `complete`, and the longest task meanwhile.
 */
async function writeAfter(page: Page, from: number): Promise<StepResult> {
  const saved = () =>
    page.evaluate(
      (after) => window.__bench.writes.find((w) => w.start >= after && w.stores.includes('users')) ?? null,
      from,
    );
  await expect.poll(saved, { timeout: 30_000 }).not.toBeNull();
  const write = (await saved())!;
  await page.waitForTimeout(200); // a long task is reported after it ends
  const longTask = await page.evaluate(
    ({ start, ms }) =>
      Math.max(
        0,
        ...window.__bench.longTasks
          .filter((t) => t.start < start + ms && t.start + t.duration > start)
          .map((t) => t.duration),
      ),
    write,
  );
  return { ms: write.ms, longTask, start: write.start };
}

const BATCH_PAGES = 10; // 10 pages of 10 queue items: 100

/** How long a run waits after its export before it reads every task it saw. */
const SETTLE_MS = 3000;

/** One run over the three lists: each step timed, the untimed set-up between them done by Playwright. */
async function oneRun(page: Page, size: number, results: Results) {
  await page.goto('/admin/users');
  await rowsShown(page);
  record(results, 'load /admin/users (cold, from IndexedDB)', {
    ms: await page.evaluate(() => window.__bench.firstRows ?? NaN),
    longTask: await page.evaluate(() => Math.max(0, ...window.__bench.longTasks.map((t) => t.duration))),
    start: 0,
  });
  // Every list's code once, so that a first render is the list's rendering, not its download.
  for (const list of Object.values(LISTS)) {
    await run(page, { kind: 'navigate', path: '/admin/profile' });
    await run(page, { kind: 'navigate', path: list.path }, list.heading);
    await rowsShown(page);
  }
  await run(page, { kind: 'navigate', path: '/admin/profile' });

  for (const [name, list] of Object.entries(LISTS)) {
    if (ONLY && !ONLY.includes(name)) continue;
    await step(page, results, `${name}: first render`, { kind: 'navigate', path: list.path }, list.heading);
    await rowsShown(page);
    // All the saved rows are there (payments: All Transactions).
    await expect(page.locator('main [role="status"]').last()).toContainText(
      new RegExp(`of (${size}|${size.toLocaleString('en-US')})$`),
    );
    await step(page, results, `${name}: page change`, { kind: 'click', role: 'button', label: 'Page 2' });
    await step(page, results, `${name}: sort (header)`, {
      kind: 'click',
      role: 'columnheader',
      name: list.sortBy,
    });
    await step(page, results, `${name}: search keystroke`, { kind: 'type', text: list.key });
    // Typing on: the query holds the last one, so the list checks only the rows it had found.
    await step(page, results, `${name}: search, next keystroke`, { kind: 'type', text: NEXT_KEY });
    await page.getByRole('searchbox').fill('');
    await expect(page.getByRole('button', { name: 'Page 1, current page' })).toBeVisible();
    await page.getByRole('combobox', { name: list.filter.label }).first().click();
    await expect(page.getByRole('option', { name: list.filter.option, exact: true })).toBeVisible();
    await step(page, results, `${name}: filter change`, {
      kind: 'click',
      role: 'option',
      name: list.filter.option,
    });
    await expect(page.getByRole('listbox')).toBeHidden();
  }

  // The users list again (filtered on Suspended): a status change from the first row's menu, then a user.
  await run(page, { kind: 'navigate', path: '/admin/users?status=suspended' }, LISTS.users.heading);
  await page
    .locator(GRID_ROWS)
    .first()
    .getByRole('button', { name: /^Status actions for/ })
    .click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  const change = await step(page, results, 'users: status change (row menu)', {
    kind: 'click',
    role: 'menuitem',
  });
  await expect(page.getByRole('menu')).toBeHidden();
  record(
    results,
    'users: write of that change (IndexedDB transaction)',
    await writeAfter(page, change.start),
  );
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await step(page, results, 'users: undo (the toast)', { kind: 'click', role: 'button', name: 'Undo' });
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 10_000 });
  // Rows chosen for a bulk action in this list (a quarter of the users), each click timed; cleared.
  const picks = await page.evaluate(() => window.__bench.selectPageRows());
  expect(picks).toHaveLength(10);
  for (const click of picks) record(results, 'users: select a row (each of 10)', click);
  const bulkBar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await bulkBar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bulkBar).toBeHidden();
  const view = page
    .locator(GRID_ROWS)
    .first()
    .getByRole('link', { name: /^View / });
  const name = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
  await step(
    page,
    results,
    'users: open a user',
    { kind: 'click', role: 'link', labelPrefix: `View ${name}` },
    name,
  );

  // Bulk approve: 100 pending items of the user queue, selected page by page, approved at once.
  await run(page, { kind: 'navigate', path: '/admin/users/verification?status=pending' });
  await rowsShown(page);
  for (let p = 1; p <= BATCH_PAGES; p++) {
    // Each row of the page (the grid's header checkbox would select the whole search), in the page.
    const clicks = await page.evaluate(() => window.__bench.selectPageRows());
    expect(clicks).toHaveLength(10);
    for (const click of clicks) record(results, 'verification: select a row (each of 100)', click);
    if (p === BATCH_PAGES) break;
    await run(page, { kind: 'click', role: 'button', name: 'Next' });
  }
  // "All 100 in this search selected" in the tenth run, which finds the queue's last 100 pending.
  await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toContainText(
    /\b100 (in this search )?selected/,
  );
  // The pointer on the button, as a user's that clicks it (not where the last Playwright click left it).
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve' }).hover();
  await step(page, results, 'verification: bulk approve of 100', {
    kind: 'click',
    role: 'button',
    name: 'Approve',
  });
  await expect(page.getByText(/^100 approved/).first()).toBeVisible();

  // Export: every user, as the list shows them, until the file is handed to the browser.
  await run(page, { kind: 'navigate', path: '/admin/users' }, LISTS.users.heading);
  await rowsShown(page);
  await step(
    page,
    results,
    'users: CSV export (every user)',
    { kind: 'click', role: 'button', name: 'Export' },
    undefined,
    'file',
  );

  await page.waitForTimeout(SETTLE_MS);
  await recordLongestTask(page, results);
}

test('lists at scale', async ({ browser }) => {
  const bySize = new Map<number, Results>();
  let reference = NaN;
  const load = [loadavg()[0]!];
  for (const size of SIZES) {
    const context = await browser.newContext({ acceptDownloads: true });
    await context.addInitScript(installProbes);
    let page = await context.newPage();
    const results: Results = new Map();
    await page.goto('/');
    if (Number.isNaN(reference)) reference = await referenceWork(page);
    // The app creates its database on its first visit to the admin area; then the bench data goes in.
    await page.goto('/admin/users');
    await rowsShown(page);
    await seedDatabase(page, size);
    console.log(`bench: ${size} rows written into IndexedDB`);
    page = await newTab(page);
    for (let i = 0; i < RUNS; i++) {
      if (FRESH && i > 0) page = await newTab(page);
      // Traced from the run's own page: a trace started on a page ends with it.
      if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await oneRun(page, size, results);
      if (TRACE) {
        mkdirSync('reports', { recursive: true });
        writeFileSync(`reports/trace-${size}-run-${i + 1}.json`, (await browser.stopTracing()).toString());
      }
      console.log(`bench: ${size} rows, run ${i + 1}/${RUNS} done`);
    }
    bySize.set(size, results);
    load.push(loadavg()[0]!);
    await context.close();
  }
  const machine =
    `Reference work on this machine today (200,000 strings sorted with Intl.Collator, median of 5): ${Math.round(reference)} ms. ` +
    `Load average (1 min) at the start and after each size: ${load.map((l) => l.toFixed(1)).join(', ')}.`;
  const markdown = `${machine}\n\n${table(bySize)}`;
  console.log(`\n${markdown}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.md', `${markdown}\n`);
});
