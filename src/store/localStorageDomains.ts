import { freeze } from '@reduxjs/toolkit';
import { STATE_IS_FROZEN } from './freezing';
import type { KeyValueStorage } from './keyValueStorage';
import { domainVersion, migrateDomain } from './migrations';
import { PERSIST_KEY } from './persistKeys';

/**
 * Domains as the previous version of the app saved them in local storage: each under its own key,
 * `persist:freight-back-office/<domain>`, as `{"version":n,"state":...}`, n being the domain's own
 * version (migrations.ts). The domains now live in IndexedDB (src/store/idb/); what is found here
 * is read once, moved into the database and removed (src/app/domainLoading.ts). Only the migration
 * of app version 1's root key (persist.ts) still writes here, on its way to that move.
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
  // Frozen now where the store's state is: otherwise the first change to the domain has Immer
  // freeze all of it (30 ms at 10,000 users, docs/performance.md) in the middle of a click.
  const usable = STATE_IS_FROZEN ? freeze(migrated.state, true) : migrated.state;
  return migrated.migrated
    ? { found: 'usable', state: usable, migrated: true }
    : { found: 'usable', state: usable };
}

/**
 * Saves `state` as the current version of `domain` in local storage, or `version` when given (state
 * known to be in an older format, migrated when read): the persist migration of app version 1's root
 * key. False when the storage refused it.
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
