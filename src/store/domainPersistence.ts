import type { Store } from '@reduxjs/toolkit';
import type { KeyValueStorage } from './keyValueStorage';
import { PERSIST_KEY } from './persistKeys';

/**
 * Each domain slice is saved under its own key, `persist:freight-back-office/<domain>`, as
 * `{"version":1,"state":...}`. Domains join the store lazily (when the admin area first loads), so
 * each one is read when it joins and written when it changes; the public pages never touch them.
 */
export const DOMAIN_PERSIST_VERSION = 1;

export const domainStorageKey = (domain: string): string => `persist:${PERSIST_KEY}/${domain}`;

export type StoredDomain =
  /** Nothing saved yet: start from the fixtures. */
  | { found: 'nothing' }
  | { found: 'usable'; state: unknown }
  /** Unreadable, from another version, or failing the domain's check: fixtures, with the notice. */
  | { found: 'unusable' };

export function readDomain(
  storage: KeyValueStorage,
  domain: string,
  isValid: (state: unknown) => boolean,
): StoredDomain {
  let raw: string | null;
  try {
    raw = storage.getItem(domainStorageKey(domain));
  } catch {
    return { found: 'nothing' };
  }
  if (raw === null) return { found: 'nothing' };
  try {
    const saved = JSON.parse(raw) as { version?: unknown; state?: unknown } | null;
    if (saved?.version !== DOMAIN_PERSIST_VERSION || !isValid(saved.state)) return { found: 'unusable' };
    return { found: 'usable', state: saved.state };
  } catch {
    return { found: 'unusable' };
  }
}

export function writeDomain(storage: KeyValueStorage, domain: string, state: unknown): void {
  try {
    storage.setItem(domainStorageKey(domain), JSON.stringify({ version: DOMAIN_PERSIST_VERSION, state }));
  } catch {
    // A full or refused storage must not stop the app; the change stays in memory for this visit.
  }
}

export interface DomainWriter {
  /** Writes every domain that changed since its last write, now. */
  flush(): void;
}

/**
 * Writes the given domains whenever their state changes, at most once per `throttleMs`, and at once
 * when the page is hidden or unloaded (a reload keeps a change made just before it).
 */
export function persistDomains(
  store: Store,
  storage: KeyValueStorage,
  domains: readonly string[],
  throttleMs = 100,
): DomainWriter {
  const slice = (key: string): unknown => (store.getState() as Record<string, unknown>)[key];
  const written = new Map(domains.map((key) => [key, slice(key)]));
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const key of domains) {
      const state = slice(key);
      if (state === written.get(key)) continue;
      written.set(key, state);
      writeDomain(storage, key, state);
    }
  };
  store.subscribe(() => {
    if (timer === undefined && domains.some((key) => slice(key) !== written.get(key))) {
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
