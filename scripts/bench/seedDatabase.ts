import type { Page } from '@playwright/test';
import { frameOf, recordsOf, tablesOf } from '@/store/idb/layout';
import { domainVersion } from '@/store/migrations';
import { benchDomains } from '@/testing/benchData';

/**
 * Writes the benchmark's `count` users, jobs and payments (and its verification queue,
 * src/testing/benchData.ts) into the app's database in the browser's real IndexedDB, laid out as the
 * app saves them (src/store/idb/layout.ts: each record under its key, the frame, the meta). The page
 * must have loaded the admin area once, so that the app has created its database with every object
 * store. The records reach the page in parts (a few megabytes each: 100,000 users, jobs and payments
 * are over 100 MB of JSON), are kept there, and each domain is then written in one transaction that
 * replaces what the app had saved of it. Then go on in a new tab (`newTab`): the app reads them as
 * saved data.
 */
const PART = 5000;

declare global {
  interface Window {
    __seed?: Record<string, [IDBValidKey, unknown][]>;
  }
}

export async function seedDatabase(page: Page, count: number): Promise<void> {
  for (const [domain, state] of Object.entries(benchDomains(count))) {
    const paths = tablesOf(domain);
    const records = recordsOf(state, paths);
    await page.evaluate((name) => ((window.__seed ??= {})[name] = []), domain);
    for (let first = 0; first < records.length; first += PART) {
      const part = JSON.stringify(records.slice(first, first + PART));
      await page.evaluate(
        ([name, json]) => void window.__seed![name]!.push(...(JSON.parse(json) as [IDBValidKey, unknown][])),
        [domain, part] as const,
      );
    }
    await page.evaluate(writeDomain, {
      domain,
      frame: frameOf(state, paths),
      version: domainVersion(domain),
    });
  }
}

/**
 * A new tab in `page`'s place (`page` closed). After seeding, the seeding's own data stays in its
 * tab's heap through reloads, navigations and full collections: at 100,000, 274 MB used on a public
 * page of that tab after a collection (`gc()`), 2 MB in a new tab (docs/performance.md). Every major
 * collection of the app's pages in that tab marked it too, so the runs go on in a new tab.
 */
export async function newTab(page: Page): Promise<Page> {
  const next = await page.context().newPage();
  await page.close();
  return next;
}

/** In the page: the records kept for `domain` and its frame, in one transaction, as its next revision. */
function writeDomain({ domain, frame, version }: { domain: string; frame: unknown; version: number }) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('freight-back-office');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction([domain, 'frames', 'meta'], 'readwrite');
      tx.onabort = () => reject(tx.error ?? new Error(`seeding ${domain} aborted`));
      tx.oncomplete = () => {
        db.close();
        delete window.__seed![domain];
        resolve();
      };
      const records = tx.objectStore(domain);
      records.clear();
      for (const [key, record] of window.__seed![domain]!) records.put(record, key);
      tx.objectStore('frames').put(frame, domain);
      const meta = tx.objectStore('meta');
      const saved = meta.get(domain);
      saved.onsuccess = () => {
        const revision = (saved.result as { revision?: number } | undefined)?.revision ?? 0;
        meta.put({ version, revision: revision + 1 }, domain);
      };
    };
  });
}
