import { expect, test, type CDPSession } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { installProbes, type Trigger } from './probes';
import { seedDatabase } from './seedDatabase';

/**
 * `PROFILE=1 npm run bench -- profile.bench.ts`: where one list step spends its time. 10,000 users,
 * jobs and payments (PROFILE_SIZE) in the app's IndexedDB (seedDatabase.ts), /admin/users at 1366
 * px, one step (PROFILE_STEP: sort, page, search, filter, render, status (a row menu's status change), undo (its toast's Undo), approve (a bulk approve of 10 pages of the verification queue), or load: the cold load from the
 * database) under the DevTools CPU profiler, and the self time summed by original source (through the
 * build's source maps): the package or the file of src/ that the time is spent in; the raw profile
 * is written to reports/profile-<step>.cpuprofile. Skipped unless
 * PROFILE is set, so `npm run bench` does not run it.
 */
const SIZE = Number(process.env.PROFILE_SIZE ?? 10_000);
const STEP = process.env.PROFILE_STEP ?? 'sort';
const TOP = Number(process.env.PROFILE_TOP ?? 25);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = path.join('dist', new URL(url).pathname);
    try {
      consumers.set(
        url,
        new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap),
      );
    } catch {
      consumers.set(url, null);
    }
  }
  return consumers.get(url)!;
}

/** "react-dom", "@mui/x-data-grid" or "src/features/users/UserListPage.tsx" for a frame. */
function where(frame: ProfileNode['callFrame']): { source: string; fn: string } {
  if (!frame.url)
    return { source: `(${frame.functionName || 'no url'})`, fn: frame.functionName || '(no url)' };
  // A frame with no line (-1: the script as a whole) cannot be mapped.
  const consumer = frame.url.startsWith('http') && frame.lineNumber >= 0 ? consumerFor(frame.url) : null;
  const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = original?.source ?? frame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  const source = pkg ?? file.replace(/^.*?\/src\//, 'src/');
  const fn = `${original?.name ?? frame.functionName ?? '?'} (${pkg ? file.replace(/^.*node_modules\//, '') : source}:${original?.line ?? '?'})`;
  return { source, fn };
}

function summarise(profile: Profile) {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const bySource = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { source, fn } = where(node.callFrame);
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n');
  // Inclusive time of the app's own functions (src/): each sample counts once for every such
  // function on its stack, so a screen's render includes everything it calls.
  const parent = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parent.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { source, fn } = where(nodeById.get(at)!.callFrame);
      if ((!process.env.PROFILE_ALL && !source.startsWith('src/')) || seen.has(fn)) continue;
      seen.add(fn);
      inclusive.set(fn, (inclusive.get(fn) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  const what = process.env.PROFILE_START
    ? `the start of ${process.env.PROFILE_START}`
    : `"${STEP}" at ${SIZE} rows`;
  return `profile of ${what}: ${total.toFixed(0)} ms\n\nby source:\n${top(bySource)}\n\nby function:\n${top(byFn)}\n\nsrc/, inclusive:\n${top(inclusive)}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer's main thread: time in each kind of work (script, style, layout, paint), in ms. */
function timeline({ traceEvents }: { traceEvents: TraceEvent[] }): string {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const kinds = [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'HitTest',
    'ParseHTML',
    'RunTask',
  ];
  const sums = new Map<string, { ms: number; count: number; longest: number }>();
  for (const e of traceEvents) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !kinds.includes(e.name))
      continue;
    const ms = (e.dur ?? 0) / 1000;
    const sum = sums.get(e.name) ?? { ms: 0, count: 0, longest: 0 };
    sums.set(e.name, { ms: sum.ms + ms, count: sum.count + 1, longest: Math.max(sum.longest, ms) });
  }
  // Inside the longest task: every event by name (nested ones overlap their parents).
  const tasks = traceEvents.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask',
  );
  const longest = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (longest) {
    const inside = new Map<string, number>();
    for (const e of traceEvents) {
      if (e.pid !== main!.pid || e.tid !== main!.tid || e.ph !== 'X' || e === longest) continue;
      if (e.ts < longest.ts || e.ts + (e.dur ?? 0) > longest.ts + (longest.dur ?? 0)) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.log(
      `longest task ${((longest.dur ?? 0) / 1000).toFixed(1)} ms:\n${[...inside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${n}`)
        .join('\n')}`,
    );
  }
  return [...sums.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([name, s]) =>
        `${s.ms.toFixed(1).padStart(8)} ms  ${name} (${s.count}x, longest ${s.longest.toFixed(1)} ms)`,
    )
    .join('\n');
}

/** The step, fired and timed in the page as the benchmark does (no Playwright round trips inside it). */
const TRIGGERS: Record<string, Trigger> = {
  sort: { kind: 'click', role: 'columnheader', name: 'User' },
  page: { kind: 'click', role: 'button', label: 'Page 2' },
  search: { kind: 'type', text: 'k' },
  filter: { kind: 'click', role: 'option', name: 'Suspended' },
  render: { kind: 'navigate', path: '/admin/users' },
  // The first action of the first suspended user's status menu (opened before the step).
  status: { kind: 'click', role: 'menuitem' },
  // The toast's Undo of that change (made before the step).
  undo: { kind: 'click', role: 'button', name: 'Undo' },
  // A bulk approve of the first 10 pages of pending user verification items (selected before the step).
  approve: { kind: 'click', role: 'button', name: 'Approve' },
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
  const page = await context.newPage();
  const rows = page.locator('main [role="row"][data-id]').first();
  // The app creates its database on its first visit to the admin area; then the bench data goes in.
  await page.goto('/admin/users');
  await expect(rows).toBeVisible({ timeout: 60_000 });
  await seedDatabase(page, SIZE);
  await page.goto(START[STEP] ?? '/admin/users');
  if (STEP === 'render') {
    // The list's code once, then back, so the step is the rendering and not the download.
    await page.goto('/admin/users');
    await expect(rows).toBeVisible({ timeout: 120_000 });
    await page.evaluate(() => window.__bench.run({ kind: 'navigate', path: '/admin/profile' }));
  } else {
    await expect(rows).toBeVisible({ timeout: 120_000 });
  }
  if (STEP === 'filter') await page.getByRole('combobox', { name: 'Status' }).first().click();
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
      : await page.evaluate(([trigger, heading]) => window.__bench.run(trigger, heading), [
          TRIGGERS[STEP]!,
          STEP === 'render' ? 'User Management' : undefined,
        ] as const);
  console.log(`step: ${Math.round(result.ms)} ms, longest task ${Math.round(result.longTask)} ms`);
  if (!tracing) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    // The raw profile too, for the DevTools Performance panel (or a script) to open.
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/profile-${STEP}.cpuprofile`, JSON.stringify(profile));
    console.log(summarise(profile));
  }
  if (tracing)
    console.log(
      `\nmain thread, by trace event:\n${timeline(JSON.parse((await browser.stopTracing()).toString()))}`,
    );
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
  console.log(summarise(profile));
  await context.close();
});
