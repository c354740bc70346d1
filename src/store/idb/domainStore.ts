import { freeze } from '@reduxjs/toolkit';
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import { domainVersion, migrateDomain } from '../migrations';
import { FRAMES, META } from './database';
import { deltaOf, frameOf, joinState, recordsOf, tablesOf, type RecordKey } from './layout';

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

/**
 * Reads one domain in one transaction, migrates it (migrations.ts) and checks it (the domain's
 * `isValid`). The state comes back frozen, as the store's own is, so that the first change does not
 * have Immer freeze all of it in the middle of a click.
 */
export async function readDomain(
  db: IDBPDatabase,
  domain: string,
  isValid: (state: unknown) => boolean,
): Promise<ReadDomain> {
  const tx = db.transaction([META, FRAMES, domain], 'readonly');
  const [meta, frame, keys, records] = await Promise.all([
    tx.objectStore(META).get(domain) as Promise<unknown>,
    tx.objectStore(FRAMES).get(domain) as Promise<unknown>,
    tx.objectStore(domain).getAllKeys(),
    tx.objectStore(domain).getAll() as Promise<unknown[]>,
  ]);
  await tx.done;
  if (meta === undefined) return { found: 'nothing' };
  if (!isMeta(meta)) return { found: 'unusable', revision: 0 };
  const paths = tablesOf(domain);
  const state = joinState(
    frame,
    paths,
    keys.map((key, i) => [key as RecordKey, records[i]]),
  );
  const migrated = migrateDomain(domain, state, meta.version);
  if (!migrated.ok || !passes(isValid, migrated.state)) return { found: 'unusable', revision: meta.revision };
  return {
    found: 'usable',
    state: freeze(migrated.state, true),
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
export async function saveDomains(db: IDBPDatabase, saves: readonly DomainSave[]): Promise<void> {
  if (saves.length === 0) return;
  const tx = db.transaction([META, FRAMES, ...saves.map((save) => save.domain)], 'readwrite');
  const writes: Promise<unknown>[] = [];
  try {
    putAll(tx, saves, writes);
  } catch (error) {
    // A put refused at once (the data cannot be stored): nothing of this save may commit.
    for (const write of writes) write.catch(() => undefined);
    tx.abort();
    await tx.done.catch(() => undefined);
    throw error;
  }
  await Promise.all([...writes, tx.done]);
}

type SaveTransaction = IDBPTransaction<unknown, string[], 'readwrite'>;

function putAll(tx: SaveTransaction, saves: readonly DomainSave[], writes: Promise<unknown>[]): void {
  for (const { domain, before, after, revision } of saves) {
    const paths = tablesOf(domain);
    const records = tx.objectStore(domain);
    if (before === undefined) {
      writes.push(records.clear());
      for (const [key, record] of recordsOf(after, paths)) writes.push(records.put(record, key));
      writes.push(tx.objectStore(FRAMES).put(frameOf(after, paths), domain));
    } else {
      const delta = deltaOf(before, after, paths);
      for (const [key, record] of delta.puts) writes.push(records.put(record, key));
      for (const key of delta.deletes) writes.push(records.delete(key));
      if ('frame' in delta) writes.push(tx.objectStore(FRAMES).put(delta.frame, domain));
    }
    const meta: DomainMeta = { version: domainVersion(domain), revision };
    writes.push(tx.objectStore(META).put(meta, domain));
  }
}
