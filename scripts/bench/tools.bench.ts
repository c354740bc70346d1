import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { domainStorageKey } from '@/store/localStorageDomains';
import { domainVersion } from '@/store/migrations';
import { benchDomains } from '@/testing/benchData';
import { installProbes, type StepResult, type Trigger } from './probes';

/**
 * `npm run bench`, issue 12's tools at 10,000 users: Undo of a status change, a bulk approve of
 * 100 verification items (one batch, one toast), and the CSV export of the whole users list. Same
 * probes and timing as scale.bench.ts (trigger to the frame after the change; for the export, to the
 * moment the file is handed to the browser). Targets: 100 ms, 100 ms and 500 ms.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USERS = 10_000;
const BATCH_PAGES = 10; // 10 pages of 10 rows: 100 items

const persisted = (count: number): Record<string, string> =>
  Object.fromEntries(
    Object.entries(benchDomains(count)).map(([domain, state]) => [
      domainStorageKey(domain),
      JSON.stringify({ version: domainVersion(domain), state }),
    ]),
  );

const run = (page: Page, trigger: Trigger, until?: 'file'): Promise<StepResult> =>
  page.evaluate(([t, u]) => window.__bench.run(t, undefined, u), [trigger, until] as const);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function rowsShown(page: Page) {
  await expect(page.locator('main [role="grid"] [role="row"][data-id]').first()).toBeVisible({
    timeout: 60_000,
  });
}

test('undo, bulk approve and export at 10,000 users', async ({ browser }) => {
  test.setTimeout(15 * 60_000);
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addInitScript(installProbes, { items: persisted(USERS), memory: true });
  const page = await context.newPage();
  const results = new Map<string, StepResult[]>();
  const record = (name: string, result: StepResult) =>
    results.set(name, [...(results.get(name) ?? []), result]);

  for (let i = 0; i < RUNS; i++) {
    // Export: every one of the 10,000 rows, as the list shows them.
    await page.goto('/admin/users');
    await rowsShown(page);
    record(
      'export CSV of 10,000 users',
      await run(page, { kind: 'click', role: 'button', name: 'Export' }, 'file'),
    );

    // Undo: a status change from the first row's menu, then Undo in its toast.
    await page
      .locator('main [role="grid"] [role="row"][data-id]')
      .first()
      .getByRole('button', { name: /^Status actions for/ })
      .click();
    await page.locator('[role="menuitem"]:not([aria-disabled="true"])').first().click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    record('undo a status change', await run(page, { kind: 'click', role: 'button', name: 'Undo' }));
    await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 10_000 });

    // Bulk approve: 100 pending items of the user queue selected page by page, approved at once.
    await page.goto('/admin/users/verification?status=pending');
    await rowsShown(page);
    for (let p = 1; p <= BATCH_PAGES; p++) {
      // Each row of the page (the grid's header checkbox would select the whole search).
      const boxes = page.locator('main [role="grid"]').getByRole('checkbox', { name: /^Select (?!all)/ });
      for (let row = 0; row < (await boxes.count()); row++) await boxes.nth(row).check();
      if (p === BATCH_PAGES) break;
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('button', { name: `Page ${p + 1}, current page` })).toBeVisible();
    }
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toContainText('100 selected');
    record(
      'bulk approve of 100 queue items',
      await run(page, { kind: 'click', role: 'button', name: 'Approve' }),
    );
    await expect(page.getByText(/^100 approved/).first()).toBeVisible();
    console.log(`bench: tools run ${i + 1}/${RUNS} done`);
  }

  const lines = [
    '| Step (10,000 users) | median | worst | longest task |',
    '| --- | --- | --- | --- |',
    ...[...results].map(
      ([name, steps]) =>
        `| ${name} | ${Math.round(median(steps.map((s) => s.ms)))} ms | ${Math.round(Math.max(...steps.map((s) => s.ms)))} ms | ${Math.round(Math.max(...steps.map((s) => s.longTask)))} ms |`,
    ),
  ].join('\n');
  console.log(`\n${lines}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-tools.md', `${lines}\n`);
  await context.close();
});
