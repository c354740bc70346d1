import { unwrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { holdIdleWork, yieldToBrowser } from '@/lib/inTasks';
import { STATE_IS_FROZEN } from '../freezing';
import { domainVersion, migrateDomain } from '../migrations';
import { FRAMES, META } from './database';
import {
  deepFreeze,
  deltaOf,
  fillTables,
  frameOf,
  freezeState,
  joinState,
  keyRunsOf,
  recordsOf,
  tableAt,
  tableKey,
  tablesOf,
  withRecords,
  type DomainDelta,
  type RecordKey,
} from './layout';
import { stringInterner } from './stringInterner';

type Node = Record<string, unknown>;

/** A record as the store keeps it: frozen where the store's state is (STATE_IS_FROZEN). */
const frozen = <T>(record: T): T => (STATE_IS_FROZEN ? deepFreeze(record) : record);

/** What the `meta` store keeps for a domain: its saved-format version and how many saves it has seen. */
export interface DomainMeta {
  version: number;
  /** Bumped by every save: a tab that knows an older one knows another tab saved since. */
  revision: number;
}

export type ReadDomain =
  /** Nothing saved yet: the fixtures (or data saved in local storage by an older version). */
  | { found: 'nothing' }
  /** Saved at the current version, or `migrated` up to it (to be written back). */
  | { found: 'usable'; state: unknown; revision: number; migrated: boolean }
  /** A newer or unknown version, or failing the domain's check: the fixtures, with the notice. */
  | { found: 'unusable'; revision: number };

/**
 * Gives a record read back the string of its key (the frame's id) for its `id` when they are the
 * same text: one string for each id instead of two, 300,000 fewer at 100,000 users, jobs and
 * payments (docs/performance.md). A record whose `id` differs is left to the domain's check.
 */
function shareId(record: unknown, key: RecordKey): void {
  const id = typeof key === 'string' ? key : key[key.length - 1];
  const node = record as Node | null;
  if (typeof node === 'object' && node !== null && node.id === id && !Object.isFrozen(node)) node.id = id;
}

/** Settles when `request` has, without reading its `result`. */
const settled = (request: IDBRequest): Promise<void> =>
  new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve());
    request.addEventListener('error', () => reject(request.error));
  });

const passes = (isValid: (state: unknown) => boolean, state: unknown): boolean => {
  try {
    return isValid(state);
  } catch {
    return false;
  }
};

const isMeta = (value: unknown): value is DomainMeta =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DomainMeta).revision === 'number' &&
  'version' in value;

/** The saved revision of each domain (0 for one never saved), in one read. */
export async function readRevisions(
  db: IDBPDatabase,
  domains: readonly string[],
): Promise<Map<string, number>> {
  const tx = db.transaction(META, 'readonly');
  const metas = await Promise.all(domains.map((domain) => tx.store.get(domain) as Promise<unknown>));
  await tx.done;
  return new Map(domains.map((domain, i) => [domain, isMeta(metas[i]) ? metas[i].revision : 0]));
}

/** How a domain is read: in batches of records, with a pause for the browser between two batches. */
export interface ReadOptions {
  /** Records read, migrated, checked and frozen at a time. */
  batchSize?: number;
  /** Waited for after each batch: the browser handles input and paints meanwhile. */
  pause?: () => Promise<void>;
}

/**
 * Records read, checked and frozen at a time: at 100,000 users, jobs and payments the load's
 * longest task was 166 ms in Chromium on a 2-core machine, against one of seconds in one go
 * (docs/performance.md). Most of a batch's task is the browser turning the records back into
 * objects when `getAll`'s result is first read: 60 to 68 ms for 2,000 jobs, so 1,000 a batch
 * keeps it near 35 ms, room for a garbage collection to fall into the same task.
 */
export const READ_BATCH_SIZE = 1000;

/**
 * Reads one domain in one transaction, migrates it (migrations.ts) and checks it (the domain's
 * `isValid`), a batch of records at a time with a pause between batches, so that a domain of
 * 100,000 records never holds the page for long. Every batch is asked for at once, by a range of
 * the frame's ids (`keyRunsOf`), in the one transaction (one consistent snapshot, even while another
 * tab saves); each arrives as a task of its own, and is turned back into objects when its turn
 * comes. A batch is checked as a slice of the domain (its frame with those records alone, as the
 * domain's check allows: src/store/domain.ts), then the frame's ids are matched with the records.
 * Where the store's state is frozen (development, tests), the state comes back frozen too, so that
 * the first change does not have Immer freeze all of it in the middle of a click.
 */
export async function readDomain(
  db: IDBPDatabase,
  domain: string,
  isValid: (state: unknown) => boolean,
  { batchSize = READ_BATCH_SIZE, pause = yieldToBrowser }: ReadOptions = {},
): Promise<ReadDomain> {
  const tx = db.transaction([META, FRAMES, domain], 'readonly');
  const store = tx.objectStore(domain);
  const done = tx.done.catch(() => undefined);
  const [meta, frame, stored] = await Promise.all([
    tx.objectStore(META).get(domain) as Promise<unknown>,
    tx.objectStore(FRAMES).get(domain) as Promise<unknown>,
    store.count(),
  ]);
  if (meta === undefined) {
    await done;
    return { found: 'nothing' };
  }
  if (!isMeta(meta)) return { found: 'unusable', revision: 0 };
  const unusable = { found: 'unusable', revision: meta.revision } as const;
  const paths = tablesOf(domain);
  /** A slice of the domain as saved (its frame, `records`), migrated and checked; null when it fails. */
  const usable = (records: [RecordKey, unknown][]) => {
    const migrated = migrateDomain(domain, withRecords(frame, paths, records), meta.version);
    return migrated.ok && passes(isValid, migrated.state) ? migrated : null;
  };
  // The frame alone (for a domain without tables, such as profile or audit, the whole state).
  if (!usable([])) return unusable;
  // The records by the frame's ids, a batch a range of keys: as many as the store holds, so that a
  // record no id names is found as surely as an id without its record (a short batch). Asked for
  // in the task the frame arrived in, while the transaction is still active.
  const runs = keyRunsOf(frame, paths, batchSize);
  if (!runs || runs.reduce((count, run) => count + run.keys.length, 0) !== stored) return unusable;
  // The store's own requests, not idb's promises: a promise reads its request's `result` as the
  // request succeeds, and that first read is when the browser turns the batch back into objects.
  // Read when the batch's turn comes, that work follows the pauses instead of the disk.
  const source = unwrap(store);
  const requests = runs.map((run) => source.getAll(IDBKeyRange.bound(run.first, run.last)));
  const batches = requests.map(settled);
  // A batch left unread (the domain found unusable before it) must not report its failure.
  for (const batch of batches) batch.catch(() => undefined);
  // Each table's records as they pass (their repeated texts one string each, stringInterner.ts),
  // frozen (the store's state is), and how many there are.
  const interner = stringInterner();
  const tables = new Map(paths.map((path) => [tableKey(path), { path, records: {} as Node, count: 0 }]));
  for (let i = 0; i < batches.length; i++) {
    const { keys } = runs[i]!;
    await batches[i];
    // Taken out of the array as it is read: the browser counts the bytes of the records a request
    // brought as the page's memory until the request is collected (docs/performance.md).
    const batch = requests.shift()!.result as unknown[];
    if (batch.length !== keys.length) return unusable;
    batch.forEach((record, j) => {
      interner.intern(record);
      shareId(record, keys[j]!);
    });
    const part = usable(batch.map((record, j) => [keys[j]!, record]));
    if (!part) return unusable;
    for (const table of tables.values()) {
      const checked = tableAt(part.state, table.path);
      if (!checked) return unusable;
      for (const id of checked.ids) table.records[id] = frozen(checked.entities[id]);
      table.count += checked.ids.length;
    }
    await pause();
  }
  await done;
  // The frame migrated as a whole (its tables' ids kept), then given the records that passed.
  const migrated = migrateDomain(domain, joinState(frame, paths, []), meta.version);
  if (!migrated.ok) return unusable;
  const records = new Map([...tables].map(([key, table]) => [key, table.records]));
  const state = fillTables(frameOf(migrated.state, paths), paths, records);
  // One record for each of the frame's ids, and no other.
  for (const { path, count } of tables.values()) {
    const table = tableAt(state, path);
    if (table?.ids.length !== count || !table.ids.every((id) => Object.hasOwn(table.entities, id)))
      return unusable;
  }
  return {
    found: 'usable',
    state: STATE_IS_FROZEN ? freezeState(state, paths) : state,
    revision: meta.revision,
    migrated: migrated.migrated,
  };
}

/** One domain's part of a save: its state as last saved (`before`) and now; no `before`: write it whole. */
export interface DomainSave {
  domain: string;
  after: unknown;
  before?: unknown;
  /** The revision the save gives the domain. */
  revision: number;
}

/**
 * Writes the domains of one save in one transaction: for each, only the records that changed since
 * `before` (by reference, `changedRecords`), the frame when it changed, and the meta; without a
 * `before` (a reset, an import, a repaired or moved domain), the whole domain replaces what was
 * there. All or nothing: a refused write (quota) leaves the database as it was and rejects.
 */
export async function saveDomains(
  db: IDBPDatabase,
  saves: readonly DomainSave[],
  /**
   * Told as the write's transaction opens, with a way to abort it (the page going away): that
   * returns false when the transaction is already committing or done, and then it lands.
   */
  onWrite?: (abort: () => boolean) => void,
): Promise<void> {
  if (saves.length === 0) return;
  // What changed is found before the transaction opens (one comparison per record, by reference),
  // so that the transaction holds the database only for the writes themselves.
  const deltas = saves.map(({ domain, before, after }) =>
    before === undefined ? null : deltaOf(before, after, tablesOf(domain)),
  );
  const tx = db.transaction([META, FRAMES, ...saves.map((save) => save.domain)], 'readwrite');
  // No background slice between the requests' replies and the commit.
  holdIdleWork(tx.done);
  const writes: Promise<unknown>[] = [];
  try {
    putAll(tx, saves, deltas, writes);
  } catch (error) {
    // A put refused at once (the data cannot be stored): nothing of this save may commit.
    for (const write of writes) write.catch(() => undefined);
    tx.abort();
    await tx.done.catch(() => undefined);
    throw error;
  }
  onWrite?.(() => {
    try {
      tx.abort();
      return true;
    } catch {
      return false;
    }
  });
  await Promise.all([...writes, tx.done]);
}

type SaveTransaction = IDBPTransaction<unknown, string[], 'readwrite'>;

function putAll(
  tx: SaveTransaction,
  saves: readonly DomainSave[],
  deltas: readonly (DomainDelta | null)[],
  writes: Promise<unknown>[],
): void {
  for (const [i, { domain, after, revision }] of saves.entries()) {
    const paths = tablesOf(domain);
    const records = tx.objectStore(domain);
    const delta = deltas[i];
    if (!delta) {
      writes.push(records.clear());
      for (const [key, record] of recordsOf(after, paths)) writes.push(records.put(record, key));
      writes.push(tx.objectStore(FRAMES).put(frameOf(after, paths), domain));
    } else {
      for (const [key, record] of delta.puts) writes.push(records.put(record, key));
      for (const key of delta.deletes) writes.push(records.delete(key));
      if ('frame' in delta) writes.push(tx.objectStore(FRAMES).put(delta.frame, domain));
    }
    const meta: DomainMeta = { version: domainVersion(domain), revision };
    writes.push(tx.objectStore(META).put(meta, domain));
  }
}
