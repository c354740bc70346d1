import { freeze, type Store } from '@reduxjs/toolkit';
import type { KeyValueStorage } from './keyValueStorage';
import { domainVersion, migrateDomain } from './migrations';
import { PERSIST_KEY } from './persistKeys';
import { savingFailed, savingResumed } from './storageSlice';

/**
 * Each domain slice is saved under its own key, `persist:freight-back-office/<domain>`, as
 * `{"version":n,"state":...}`, n being the domain's own version (migrations.ts). Domains join the
 * store lazily (when the admin area first loads), so each one is read when it joins and written
 * when it changes; the public pages never touch them.
 */
export const domainStorageKey = (domain: string): string => `persist:${PERSIST_KEY}/${domain}`;

export type StoredDomain =
  /** Nothing saved yet (a domain is saved once it changes): start from the fixtures. */
  | { found: 'nothing' }
  /** Saved at the current version, or `migrated` up to it from an older one (write it back). */
  | { found: 'usable'; state: unknown; migrated?: boolean }
  /** Unreadable, from a newer or unknown version, or failing the domain's check: fixtures, with the notice. */
  | { found: 'unusable' }
  /** The storage refused to be read (disabled, a policy): fixtures, and nothing will be kept. */
  | { found: 'refused' };

const passes = (isValid: (state: unknown) => boolean, state: unknown): boolean => {
  try {
    return isValid(state);
  } catch {
    return false;
  }
};

export function readDomain(
  storage: KeyValueStorage,
  domain: string,
  isValid: (state: unknown) => boolean,
): StoredDomain {
  let raw: string | null;
  try {
    raw = storage.getItem(domainStorageKey(domain));
  } catch {
    return { found: 'refused' };
  }
  if (raw === null) return { found: 'nothing' };
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return { found: 'unusable' };
  }
  if (typeof saved !== 'object' || saved === null) return { found: 'unusable' };
  const { version, state } = saved as { version?: unknown; state?: unknown };
  const migrated = migrateDomain(domain, state, version);
  if (!migrated.ok || !passes(isValid, migrated.state)) return { found: 'unusable' };
  // Frozen now, as the store's own state is: otherwise the first change to the domain has Immer
  // freeze all of it (30 ms at 10,000 users, docs/performance.md) in the middle of a click.
  const usable = freeze(migrated.state, true);
  return migrated.migrated
    ? { found: 'usable', state: usable, migrated: true }
    : { found: 'usable', state: usable };
}

/**
 * Saves `state` as the current version of `domain`, or `version` when given (state known to be in
 * an older format, migrated when read). False when the storage refused it (full, disabled): the
 * change then stays in memory for this visit.
 */
export function writeDomain(
  storage: KeyValueStorage,
  domain: string,
  state: unknown,
  version?: number,
): boolean {
  try {
    const saved = { version: version ?? domainVersion(domain), state };
    storage.setItem(domainStorageKey(domain), JSON.stringify(saved));
    return true;
  } catch {
    return false;
  }
}

export interface DomainWriter {
  /** Writes every domain that changed since its last write, now. */
  flush(): void;
}

/**
 * Writes the given domains whenever their state changes, at most once per `throttleMs`, and at once
 * when the page is hidden or unloaded (a reload keeps a change made just before it). `unsaved`
 * domains are written at the next flush even if unchanged (repaired or migrated on load).
 *
 * A write the storage refuses (a quota error) keeps the app running: the domain stays unwritten and
 * is tried again with the next change; the first failure raises "changes are not being saved"
 * (storageSlice), and the first flush that writes everything again clears it.
 */
export function persistDomains(
  store: Store,
  storage: KeyValueStorage,
  domains: readonly string[],
  throttleMs = 100,
  unsaved: readonly string[] = [],
): DomainWriter {
  const slice = (key: string): unknown => (store.getState() as Record<string, unknown>)[key];
  const written = new Map(domains.map((key) => [key, unsaved.includes(key) ? undefined : slice(key)]));
  /** The state each domain was last tried with: a failed write is retried when something changes. */
  const attempted = new Map(written);
  let failing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    let failed = false;
    for (const key of domains) {
      const state = slice(key);
      if (state === written.get(key)) continue;
      attempted.set(key, state);
      if (writeDomain(storage, key, state)) written.set(key, state);
      else failed = true;
    }
    if (failed === failing) return;
    failing = failed;
    store.dispatch(failed ? savingFailed() : savingResumed());
  };
  store.subscribe(() => {
    if (timer === undefined && domains.some((key) => slice(key) !== attempted.get(key))) {
      timer = setTimeout(flush, throttleMs);
    }
  });
  // For as long as the page lives: the store does too.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
  }
  return { flush };
}
