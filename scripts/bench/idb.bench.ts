import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * The domains in the browser's real IndexedDB (issue 20), at IDB_BENCH_SIZES users (default
 * 1,000, 10,000 and 100,000): the cold load of /admin/users from the database, the longest task
 * while it loads, and the write of one status change on its own (the read-write transaction the tab
 * sync opens, from its creation to its `complete`), IDB_BENCH_RUNS times. The users are the sample
 * data's first user cloned under new ids, written straight into the database the app saved.
 * Run after `npm run build`: npx playwright test -c scripts/bench/playwright.config.ts idb.bench.ts
 */
const SIZES = (process.env.IDB_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.IDB_BENCH_RUNS ?? 5);
const GRID_ROWS = 'main [role="grid"] [role="row"][data-id]';

interface Probe {
  writes: { start: number; ms: number; stores: string[] }[];
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __idb: Probe;
  }
}

/** In the page before the app: every read-write transaction timed, every long task kept. */
function installIdbProbe() {
  const probe: Probe = { writes: [], longTasks: [] };
  window.__idb = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = transaction.apply(this, args);
    if (args[1] === 'readwrite') {
      const start = performance.now();
      const stores = [...(typeof args[0] === 'string' ? [args[0]] : args[0])];
      tx.addEventListener('complete', () =>
        probe.writes.push({ start, ms: performance.now() - start, stores }),
      );
    }
    return tx;
  };
}

/** Clones the saved first user until the users domain holds `size`, in one transaction. */
const seedUsers = (page: Page, size: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('freight-back-office');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['users', 'frames', 'meta'], 'readwrite');
          const users = tx.objectStore('users');
          const frames = tx.objectStore('frames');
          const meta = tx.objectStore('meta');
          const frameRead = frames.get('users');
          const userRead = users.get('USR-001');
          const metaRead = meta.get('users');
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error ?? new Error('seeding aborted'));
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          metaRead.onsuccess = () => {
            if (!frameRead.result || !userRead.result || !metaRead.result) {
              reject(
                new Error(
                  `nothing saved to clone: ${JSON.stringify([!!frameRead.result, !!userRead.result, !!metaRead.result])}`,
                ),
              );
              tx.abort();
              return;
            }
            const frame = frameRead.result as { ids: string[] };
            const template = userRead.result as Record<string, unknown>;
            const ids = [...frame.ids];
            for (let i = ids.length; i < count; i++) {
              const id = `USR-B${String(i).padStart(6, '0')}`;
              users.put({ ...template, id, name: `Bench User ${i}`, email: `bench${i}@example.com` }, id);
              ids.push(id);
            }
            frames.put({ ...frame, ids }, 'users');
            const saved = metaRead.result as { version: number; revision: number };
            meta.put({ ...saved, revision: saved.revision + 1 }, 'users');
          };
        };
      }),
    size,
  );

async function statusChange(page: Page) {
  await page
    .locator(GRID_ROWS)
    .first()
    .getByRole('button', { name: /^Status actions for/ })
    .click();
  // The first status event the machine allows (the refused ones are shown aria-disabled).
  const allowed = page.locator('[role="menuitem"]:not([aria-disabled="true"])').first();
  await expect(allowed).toBeVisible();
  const before = await page.evaluate(() => window.__idb.writes.length);
  await allowed.click();
  await expect
    .poll(() => page.evaluate(() => window.__idb.writes.length), { timeout: 30_000 })
    .toBeGreaterThan(before);
  return page.evaluate((from) => window.__idb.writes.slice(from), before);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

test('domains in IndexedDB: cold load and the write of one change', async ({ browser }) => {
  const rows: string[][] = [];
  for (const size of SIZES) {
    const context = await browser.newContext();
    await context.addInitScript(installIdbProbe);
    const page = await context.newPage();
    await page.goto('/admin/users');
    await expect(page.locator(GRID_ROWS).first()).toBeVisible({ timeout: 60_000 });
    await statusChange(page); // the first save writes the users whole
    await seedUsers(page, size);

    await page.reload();
    await expect(page.locator(GRID_ROWS).first()).toBeVisible({ timeout: 120_000 });
    const load = await page.evaluate(() => ({
      ms: performance.now(),
      longest: Math.max(0, ...window.__idb.longTasks.map((t) => t.duration)),
    }));
    await expect(page.locator('main [role="status"]').last()).toContainText(
      new RegExp(`of (${size}|${size.toLocaleString('en-US')})$`),
    );

    const writes: number[] = [];
    const stores: string[][] = [];
    for (let i = 0; i < RUNS; i++) {
      const done = await statusChange(page);
      writes.push(...done.map((w) => w.ms));
      stores.push(...done.map((w) => w.stores));
      await expect(page.getByRole('menu')).toBeHidden();
    }
    console.log(`idb bench: ${size} users done`);
    rows.push([
      size.toLocaleString('en-US'),
      ms(load.ms),
      ms(load.longest),
      ms(median(writes)),
      ms(Math.max(...writes)),
      [...new Set(stores.map((s) => s.join(', ')))].join(' / '),
    ]);
    await context.close();
  }
  const header = [
    'Users',
    'cold load of /admin/users (navigation to first rows)',
    'longest task during the load',
    'write of one change, median',
    'worst',
    'object stores the write touched',
  ];
  const table = [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
  console.log(`\n${table}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-idb.md', `${table}\n`);
});
