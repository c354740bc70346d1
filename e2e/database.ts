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
