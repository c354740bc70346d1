import { IDBFactory } from 'fake-indexeddb';
import type { seedDomainState } from '@/app/domains';
import { connect } from '@/store/idb/database';
import { saveDomains } from '@/store/idb/domainStore';

/**
 * Everything the back office's database holds in `factory` (fake-indexeddb in tests), every object
 * store's keys and values, as one text: what a test searches for data that must never be saved.
 */
export async function databaseText(factory: IDBFactory): Promise<string> {
  const connection = connect(factory, []);
  const db = await connection.db();
  const dump: Record<string, unknown> = {};
  for (const name of db.objectStoreNames) {
    const [keys, values] = await Promise.all([db.getAllKeys(name), db.getAll(name)]);
    dump[name] = keys.map((key, i) => [key, values[i]]);
  }
  connection.close();
  return JSON.stringify(dump);
}

/**
 * The database refuses every read of `domain` (its records' count, the read's first request) until
 * the spy is restored; the spy counts the reads tried.
 */
export function refuseToRead(domain: string): jest.SpyInstance {
  const native = IDBObjectStore.prototype.count;
  return jest.spyOn(IDBObjectStore.prototype, 'count').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['count']>
  ) {
    if (this.name === domain) throw new DOMException('The read was refused.', 'UnknownError');
    return native.apply(this, args);
  });
}

/** The object stores of the database `savedWhole` opens. */
export const SAVED_DOMAINS = ['users', 'verification', 'jobs', 'profile'];

/**
 * A new database (fake-indexeddb) with `fixtures`' users, verification queues and profile saved
 * whole at revision 1, and no jobs.
 */
export async function savedWhole(fixtures: ReturnType<typeof seedDomainState>) {
  const connection = connect(new IDBFactory(), SAVED_DOMAINS);
  const db = await connection.db();
  await saveDomains(db, [
    { domain: 'users', after: fixtures.users, revision: 1 },
    { domain: 'verification', after: fixtures.verification, revision: 1 },
    { domain: 'profile', after: fixtures.profile, revision: 1 },
  ]);
  return { connection, db };
}
