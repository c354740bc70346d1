import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { summarise, timeline, type Profile } from './cpuProfile';
import { LISTS } from './benchLists';
import { installProbes, type Trigger } from './probes';
import { newTab, seedDatabase } from './seedDatabase';

/**
 * `PROFILE=1 npm run bench -- profile.bench.ts`: where one list step spends its time. 10,000 users,
 * jobs and payments (PROFILE_SIZE) in the app's IndexedDB (seedDatabase.ts), at 1366 px, and one
 * step (PROFILE_STEP): the sort, page, search, filter or first render of a list (PROFILE_LIST: users,
 * the default, jobs or payments; scripts/bench/benchLists.ts), or on the users, status (a row menu's status
 * change), undo (its toast's Undo), approve (a bulk approve of 10 pages of the verification queue),
 * export (the CSV file of every user) or load (the cold load from the database). The step runs under
 * the DevTools CPU profiler (or the tracer, with PROFILE_TRACE), after PROFILE_SETTLE ms (3,000)
 * for the background reads (at 100,000 the last domain's read was still running after 8 s: give it
 * 15,000, or the profile is of the read), and the self time is summed by original source
 * (cpuProfile.ts); the raw profile is written to reports/profile-<step>.cpuprofile. Skipped unless
 * PROFILE is set, so `npm run bench` does not run it.
 */
const SIZE = Number(process.env.PROFILE_SIZE ?? 10_000);
const STEP = process.env.PROFILE_STEP ?? 'sort';
/** The list whose sort, page, search, filter or first render is profiled. */
const LIST = LISTS[(process.env.PROFILE_LIST ?? 'users') as keyof typeof LISTS];

/** The step, fired and timed in the page as the benchmark does (no Playwright round trips inside it). */
const TRIGGERS: Record<string, Trigger> = {
  sort: { kind: 'click', role: 'columnheader', name: LIST.sortBy },
  page: { kind: 'click', role: 'button', label: 'Page 2' },
  search: { kind: 'type', text: LIST.key },
  filter: { kind: 'click', role: 'option', name: LIST.filter.option },
  render: { kind: 'navigate', path: LIST.path },
  // The first action of the first suspended user's status menu (opened before the step).
  status: { kind: 'click', role: 'menuitem' },
  // The toast's Undo of that change (made before the step).
  undo: { kind: 'click', role: 'button', name: 'Undo' },
  // A bulk approve of the first 10 pages of pending user verification items (selected before the step).
  approve: { kind: 'click', role: 'button', name: 'Approve' },
  // The CSV export of every user, until the file is handed to the browser.
  export: { kind: 'click', role: 'button', name: 'Export' },
};

/** Where each step starts. */
const START: Record<string, string> = {
  render: '/admin/profile',
  status: '/admin/users?status=suspended',
  undo: '/admin/users?status=suspended',
  approve: '/admin/users/verification?status=pending',
};

test('profile one list step', async ({ browser }) => {
  test.skip(!process.env.PROFILE, 'PROFILE=1 runs it');
  const context = await browser.newContext();
  await context.addInitScript(installProbes);
  const seeding = await context.newPage();
  const firstRow = (tab: Page) => tab.locator('main [role="row"][data-id]').first();
  // The app creates its database on its first visit to the admin area; then the bench data goes in.
  await seeding.goto('/admin/users');
  await expect(firstRow(seeding)).toBeVisible({ timeout: 60_000 });
  await seedDatabase(seeding, SIZE);
  const page = await newTab(seeding);
  const rows = firstRow(page);
  await page.goto(START[STEP] ?? LIST.path);
  if (STEP === 'render') {
    // The list's code once, then back, so the step is the rendering and not the download.
    await page.goto(LIST.path);
    await expect(rows).toBeVisible({ timeout: 120_000 });
    await page.evaluate(() => window.__bench.run({ kind: 'navigate', path: '/admin/profile' }));
  } else {
    await expect(rows).toBeVisible({ timeout: 120_000 });
  }
  if (STEP === 'filter') await page.getByRole('combobox', { name: LIST.filter.label }).first().click();
  if (STEP === 'status' || STEP === 'undo')
    await rows.getByRole('button', { name: /^Status actions for/ }).click();
  if (STEP === 'undo') {
    await page.locator('[role="menuitem"]:not([aria-disabled="true"])').first().click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  }
  if (STEP === 'approve') {
    // 10 pages of 10, as the benchmark's bulk approve of 100.
    const boxes = page.locator('main [role="grid"]').getByRole('checkbox', { name: /^Select (?!all)/ });
    for (let p = 1; p <= 10; p++) {
      for (let row = 0; row < (await boxes.count()); row++) await boxes.nth(row).check();
      if (p === 10) break;
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('button', { name: `Page ${p + 1}, current page` })).toBeVisible();
    }
  }
  // Time for the domains the page did not ask for to be read in the background (about 2 s at 100,000).
  await page.waitForTimeout(Number(process.env.PROFILE_SETTLE ?? 3000));
  const tracing = Boolean(process.env.PROFILE_TRACE);
  if (tracing)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.gc',
        'disabled-by-default-v8.compile',
        'blink',
        'blink.user_timing',
      ],
    });
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL ?? 250) });
  if (!tracing) await cdp.send('Profiler.start');
  // "load": the cold load of /admin/users from the database, from the reload to the first row.
  const result =
    STEP === 'load'
      ? await page.reload().then(async () => {
          await expect(rows).toBeVisible({ timeout: 120_000 });
          return page.evaluate(() => ({
            ms: window.__bench.firstRows ?? NaN,
            longTask: Math.max(0, ...window.__bench.longTasks.map((t) => t.duration)),
          }));
        })
      : await page.evaluate(([trigger, heading, until]) => window.__bench.run(trigger, heading, until), [
          TRIGGERS[STEP]!,
          STEP === 'render' ? LIST.heading : undefined,
          STEP === 'export' ? 'file' : undefined,
        ] as const);
  console.log(`step: ${Math.round(result.ms)} ms, longest task ${Math.round(result.longTask)} ms`);
  if (!tracing) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    // The raw profile too, for the DevTools Performance panel (or a script) to open.
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/profile-${STEP}.cpuprofile`, JSON.stringify(profile));
    console.log(summarise(profile, `"${STEP}" at ${SIZE} rows`));
  }
  if (tracing) {
    const trace = (await browser.stopTracing()).toString();
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/trace-${STEP}.json`, trace);
    console.log(`\nmain thread, by trace event:\n${timeline(JSON.parse(trace))}`);
  }
  await context.close();
});

/**
 * `PROFILE=1 PROFILE_START=/ npm run bench -- profile.bench.ts -g start`: a page's start-up under
 * the CPU profiler, with Lighthouse's 4x CPU slowdown (PROFILE_CPU): where its long tasks go.
 */
test('profile a page start', async ({ browser }) => {
  test.skip(!process.env.PROFILE || !process.env.PROFILE_START, 'PROFILE=1 PROFILE_START=<path> runs it');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    (window as unknown as { __tasks: number[][] }).__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { __tasks: number[][] }).__tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL ?? 250) });
  await cdp.send('Profiler.start');
  await page.goto(process.env.PROFILE_START!, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[][] }).__tasks);
  console.log(
    `long tasks: ${tasks.map(([start, ms]) => `${Math.round(ms!)} ms at ${Math.round(start!)}`).join(', ')}`,
  );
  console.log(summarise(profile, `the start of ${process.env.PROFILE_START}`));
  await context.close();
});
