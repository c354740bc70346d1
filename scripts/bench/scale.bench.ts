import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { domainStorageKey } from '@/store/localStorageDomains';
import { domainVersion } from '@/store/migrations';
import { benchDomains } from '@/testing/benchData';
import { installProbes, type ProbeOptions, type StepResult, type Trigger } from './probes';

/**
 * `npm run bench`: 1,000 then 10,000 users, jobs and payments, saved in the persisted-state format
 * before the app loads, and each list's interactions timed in the browser (5 runs; median and worst).
 * BENCH_SIZES (e.g. "1000,10000"), BENCH_RUNS and BENCH_LISTS (e.g. "users") change the defaults; the table is printed and
 * written to reports/bench.md.
 */
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_LISTS (e.g. "users"): only those lists' steps. */
const ONLY = process.env.BENCH_LISTS?.split(',');

interface ListCase {
  path: string;
  heading: string;
  /** One keystroke into the empty search box. */
  key: string;
  filter: { label: string; option: string };
  /** A column header to sort by (its text). */
  sortBy: string;
}

const LISTS: Record<'users' | 'jobs' | 'payments', ListCase> = {
  users: {
    path: '/admin/users',
    heading: 'User Management',
    key: 'k',
    filter: { label: 'Status', option: 'Suspended' },
    sortBy: 'User',
  },
  jobs: {
    path: '/admin/jobs',
    heading: 'Job Management',
    key: 'k',
    filter: { label: 'Status', option: 'Completed' },
    sortBy: 'Job Title',
  },
  payments: {
    path: '/admin/payments',
    heading: 'Payments',
    key: 'k',
    filter: { label: 'Status', option: 'Failed' },
    sortBy: 'Amount',
  },
};

const persisted = (count: number): Record<string, string> =>
  Object.fromEntries(
    Object.entries(benchDomains(count)).map(([domain, state]) => [
      domainStorageKey(domain),
      JSON.stringify({ version: domainVersion(domain), state }),
    ]),
  );

const run = (page: Page, trigger: Trigger, heading?: string): Promise<StepResult> =>
  page.evaluate(([t, h]) => window.__bench.run(t, h), [trigger, heading] as const);

type Results = Map<string, StepResult[]>;
const record = (results: Results, name: string, result: StepResult) =>
  results.set(name, [...(results.get(name) ?? []), result]);

/** The data grid's body rows (its header row has no data-id). */
const GRID_ROWS = 'main [role="grid"] [role="row"][data-id]';

async function rowsShown(page: Page) {
  await expect(page.locator(GRID_ROWS).first()).toBeVisible({ timeout: 60_000 });
}

/** One run over the three lists: each step timed, the untimed set-up between them done by Playwright. */
async function oneRun(page: Page, size: number, results: Results) {
  await page.goto('/admin/users');
  await rowsShown(page);
  record(results, 'load /admin/users (cold, from storage)', {
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
    record(
      results,
      `${name}: first render`,
      await run(page, { kind: 'navigate', path: list.path }, list.heading),
    );
    await rowsShown(page);
    // All the saved rows are there (payments: All Transactions).
    await expect(page.locator('main [role="status"]').last()).toContainText(
      new RegExp(`of (${size}|${size.toLocaleString('en-US')})$`),
    );
    record(
      results,
      `${name}: page change`,
      await run(page, { kind: 'click', role: 'button', label: 'Page 2' }),
    );
    record(
      results,
      `${name}: sort (header)`,
      await run(page, { kind: 'click', role: 'columnheader', name: list.sortBy }),
    );
    record(results, `${name}: search keystroke`, await run(page, { kind: 'type', text: list.key }));
    await page.getByRole('searchbox').fill('');
    await expect(page.getByRole('button', { name: 'Page 1, current page' })).toBeVisible();
    await page.getByRole('combobox', { name: list.filter.label }).first().click();
    await expect(page.getByRole('option', { name: list.filter.option, exact: true })).toBeVisible();
    record(
      results,
      `${name}: filter change`,
      await run(page, { kind: 'click', role: 'option', name: list.filter.option }),
    );
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
  record(results, 'users: status change (row menu)', await run(page, { kind: 'click', role: 'menuitem' }));
  await expect(page.getByRole('menu')).toBeHidden();
  const view = page
    .locator(GRID_ROWS)
    .first()
    .getByRole('link', { name: /^View / });
  const name = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
  record(
    results,
    'users: open a user',
    await run(page, { kind: 'click', role: 'link', labelPrefix: `View ${name}` }, name),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

function table(bySize: Map<number, Results>): string {
  const sizes = [...bySize.keys()];
  const header = ['Step', ...sizes.flatMap((n) => [`${n} median`, `${n} worst`, `${n} longest task`])];
  const names = [...bySize.get(sizes[0]!)!.keys()];
  const rows = names.map((name) => [
    name,
    ...sizes.flatMap((n) => {
      const steps = bySize.get(n)!.get(name) ?? [];
      return [
        ms(median(steps.map((s) => s.ms))),
        ms(Math.max(...steps.map((s) => s.ms))),
        ms(Math.max(...steps.map((s) => s.longTask))),
      ];
    }),
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * This machine's speed today, for comparing tables taken on different days (its figures move by 2x
 * and more from day to day): a fixed piece of work in the page, sorting 200,000 strings with an
 * Intl.Collator as the lists do, 5 times, the median in milliseconds.
 */
async function referenceWork(page: Page): Promise<number> {
  return page.evaluate(() => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const words = Array.from({ length: 200_000 }, (_, i) => `Name ${(i * 7919) % 200_003} Street ${i % 97}`);
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      [...words].sort(collator.compare);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[2]!;
  });
}

test('lists at scale', async ({ browser }) => {
  const bySize = new Map<number, Results>();
  let reference = NaN;
  for (const size of SIZES) {
    const context = await browser.newContext();
    const options: ProbeOptions = { items: persisted(size), memory: true };
    await context.addInitScript(installProbes, options);
    const page = await context.newPage();
    const results: Results = new Map();
    await page.goto('/');
    if (Number.isNaN(reference)) reference = await referenceWork(page);
    for (let i = 0; i < RUNS; i++) {
      await oneRun(page, size, results);
      console.log(`bench: ${size} rows, run ${i + 1}/${RUNS} done`);
    }
    bySize.set(size, results);
    await context.close();
  }
  const machine = `Reference work on this machine today (200,000 strings sorted with Intl.Collator, median of 5): ${Math.round(reference)} ms.`;
  const markdown = `${machine}\n\n${table(bySize)}`;
  console.log(`\n${markdown}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.md', `${markdown}\n`);
});

test('one persisted write of 10,000 users', async ({ browser }) => {
  const context = await browser.newContext();
  // The browser's own local storage this time: the users alone fit in it.
  const users = domainStorageKey('users');
  const options: ProbeOptions = { items: { [users]: persisted(10_000)[users]! }, memory: false };
  await context.addInitScript(installProbes, options);
  const page = await context.newPage();
  const writes: { stringifyMs: number; setItemMs: number; chars: number }[] = [];
  const saving: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/admin/users');
    await rowsShown(page);
    await page
      .locator('main [role="grid"] [role="row"][data-id]')
      .first()
      .getByRole('button', { name: /^Status actions for/ })
      .click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    const { start } = await run(page, { kind: 'click', role: 'menuitem' });
    await expect
      .poll(() => page.evaluate((key) => window.__bench.writes.filter((w) => w.key === key).length, users))
      .toBeGreaterThan(0);
    writes.push(await page.evaluate((key) => window.__bench.writes.find((w) => w.key === key)!, users));
    // Whatever the change set off (the throttled save, the other tabs told): its longest task.
    await page.waitForTimeout(1500);
    saving.push(
      await page.evaluate(
        (from) =>
          Math.max(
            0,
            ...window.__bench.longTasks.filter((t) => t.start + t.duration > from).map((t) => t.duration),
          ),
        start,
      ),
    );
  }
  const total = writes.map((w) => w.stringifyMs + w.setItemMs);
  const line =
    `writeDomain('users') at 10,000 users (${(writes[0]!.chars / 1e6).toFixed(1)} M chars): ` +
    `median ${ms(median(total))}, worst ${ms(Math.max(...total))} ` +
    `(JSON.stringify median ${ms(median(writes.map((w) => w.stringifyMs)))}, ` +
    `setItem median ${ms(median(writes.map((w) => w.setItemMs)))}); ` +
    `longest task from the change to 1.5 s after: median ${ms(median(saving))}, worst ${ms(Math.max(...saving))}`;
  console.log(line);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-write.md', `${line}\n`);
  await context.close();
});
