import type { Page } from '@playwright/test';

/** The back office's IndexedDB database (src/store/idb/database.ts). */
const DATABASE = 'freight-back-office';

/** One entry of an object store of the app's database, read in the page (undefined when absent). */
export const savedEntry = (page: Page, store: string, key: string): Promise<unknown> =>
  page.evaluate(
    ([name, storeName, entryKey]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(undefined);
            return;
          }
          const read = db.transaction(storeName).objectStore(storeName).get(entryKey);
          read.onsuccess = () => {
            db.close();
            resolve(read.result as unknown);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    [DATABASE, store, key] as const,
  );

/** Changes one saved record in place, as a person with the developer tools (or another program) could. */
export const tamperWithRecord = (page: Page, store: string, key: string, change: Record<string, unknown>) =>
  page.evaluate(
    ([name, storeName, entryKey, fields]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(storeName, 'readwrite');
          const records = tx.objectStore(storeName);
          const read = records.get(entryKey);
          read.onsuccess = () => records.put({ ...(read.result as object), ...fields }, entryKey);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [DATABASE, store, key, change] as const,
  );

/**
 * What the app saved of one domain in its database: the domain's frame (what is not a record) and
 * its records by id (the last part of a record's key). Empty when the domain has no store.
 */
export const savedRecords = (
  page: Page,
  domain: string,
): Promise<{ frame: unknown; records: Record<string, unknown> }> =>
  page.evaluate(
    ([name, storeName]) =>
      new Promise<{ frame: unknown; records: Record<string, unknown> }>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve({ frame: undefined, records: {} });
            return;
          }
          const stores = db.objectStoreNames.contains('frames') ? [storeName, 'frames'] : [storeName];
          const tx = db.transaction(stores);
          const frame = stores.length > 1 ? tx.objectStore('frames').get(storeName) : null;
          const records: Record<string, unknown> = {};
          const cursor = tx.objectStore(storeName).openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return;
            records[String(Array.isArray(at.key) ? at.key[at.key.length - 1] : at.key)] = at.value;
            at.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve({ frame: frame?.result as unknown, records });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [DATABASE, domain] as const,
  );

/** The same as text, for checks such as "the new user's email was saved". */
export const savedDomain = async (page: Page, domain: string): Promise<string> =>
  JSON.stringify(await savedRecords(page, domain));

/** Everything the app keeps in the browser (local storage and every store of its database), as text. */
export async function everythingSaved(page: Page): Promise<string> {
  const stores = await page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const names = [...open.result.objectStoreNames];
          open.result.close();
          resolve(names);
        };
      }),
    DATABASE,
  );
  const local = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  const saved = await Promise.all(stores.map((store) => savedDomain(page, store)));
  return [local, ...saved].join('\n');
}
