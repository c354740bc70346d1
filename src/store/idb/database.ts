import { wrap, type IDBPDatabase } from 'idb';
import { PERSIST_KEY } from '../persistKeys';

/**
 * The back office's database: one object store per domain (its records, keyed by id), `frames` (each
 * domain's non-record parts) and `meta` (each domain's saved-format version and revision), all
 * keyed by the domain's name where not by record.
 */
export const DATABASE_NAME = PERSIST_KEY;
export const FRAMES = 'frames';
export const META = 'meta';

/** Why the database cannot be used: the app then runs in memory and says so. */
export type Unavailable = 'missing' | 'refused' | 'blocked';

/** The browser's `indexedDB`, or null where it is missing (old browsers, some private modes, jsdom). */
export function browserDatabaseFactory(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

const request = <T>(req: IDBOpenDBRequest, onUpgrade: (db: IDBDatabase) => void): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onupgradeneeded = () => onUpgrade(req.result);
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('open failed'));
    // Another tab holds an older version open and does not let go: give up on it.
    req.onblocked = () => reject(new DOMException('blocked', 'BlockedError'));
  });

/**
 * Opens the database with a store for every domain in `domains`: as it is when it has them all,
 * else one version up, adding the missing stores (a domain added by an update of the app).
 */
async function open(factory: IDBFactory, domains: readonly string[]): Promise<IDBDatabase> {
  const first = await request<IDBDatabase>(factory.open(DATABASE_NAME), (db) => {
    for (const name of [FRAMES, META, ...domains]) db.createObjectStore(name);
  });
  const missing = [FRAMES, META, ...domains].filter((name) => !first.objectStoreNames.contains(name));
  if (missing.length === 0) return first;
  const version = first.version + 1;
  first.close();
  return request<IDBDatabase>(factory.open(DATABASE_NAME, version), (db) => {
    for (const name of missing) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
  });
}

export interface Connection {
  /** The open database; reopened after another tab's upgrade closed it. Rejects when it cannot be opened. */
  db(): Promise<IDBPDatabase>;
  close(): void;
}

/**
 * A connection that steps aside for another tab: on `versionchange` (another tab, with a newer app,
 * adds a store) it closes at once so that tab's upgrade is not blocked, and the next read or write
 * opens it again at the new version. Nothing is lost meanwhile: what is not written yet stays in the
 * store, and the next save writes it.
 */
export function connect(factory: IDBFactory, domains: readonly string[]): Connection {
  let current: Promise<IDBPDatabase> | null = null;
  const forget = (db: IDBDatabase) => {
    db.close();
    current = null;
  };
  const openNow = () => {
    const opening = open(factory, domains).then((db) => {
      db.onversionchange = () => forget(db);
      db.onclose = () => (current = null);
      return wrap(db);
    });
    // A failed open is tried again by the next call.
    opening.catch(() => (current = null));
    return opening;
  };
  return {
    db: () => (current ??= openNow()),
    close: () => void current?.then((db) => db.close()).catch(() => undefined),
  };
}

/** Opens the connection once to learn whether the database can be used at all. */
export async function probe(connection: Connection): Promise<Unavailable | null> {
  try {
    await connection.db();
    return null;
  } catch (error) {
    return error instanceof DOMException && error.name === 'BlockedError' ? 'blocked' : 'refused';
  }
}
