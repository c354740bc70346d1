import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { domainStorageKey, readDomain, writeDomain, type DomainWriter } from './domainPersistence';
import type { KeyValueStorage } from './keyValueStorage';
import { comesFromStorage } from './dataReplacement';
import { replay, type Queued, type Snapshot } from './replay';
import { domainsSynced } from './sharedActions';
import { savingFailed, savingResumed } from './storageSlice';

/**
 * Two tabs of the back office, one saved state (docs/decisions.md). Local storage is the shared
 * truth and a Web Lock serialises the tabs. A domain action applies in its own tab at once and is
 * queued; a task holding the lock then reads the affected domains as saved, replays the queued
 * actions on them with the domains' own reducers (so the machines refuse an event that another
 * tab's change made inapplicable), writes what changed, puts the result in the store (one
 * `app/domainsSynced`) and tells the other tabs which domains changed; they read those back.
 */

/** The part of the Web Locks API used: an exclusive lock, held while `task` runs. */
export interface TabLocks {
  request(name: string, task: () => unknown): Promise<unknown>;
}

/** Tells the other tabs which domains were saved; hears the same from them. */
export interface TabChannel {
  post(domains: string[]): void;
  listen(handler: (domains: string[]) => void): void;
}

export interface SyncedDomain {
  reducer: Reducer;
  isValid: (state: unknown) => boolean;
}

export interface TabSyncOptions {
  storage: KeyValueStorage;
  domains: Record<string, SyncedDomain>;
  locks: TabLocks;
  channel: TabChannel;
  /** Domains to write at the first sync even if unchanged (repaired or migrated on load). */
  unsaved?: readonly string[];
  /** Local changes that no longer applied to the saved state, so were dropped (in their order). */
  onRefused?: (actions: UnknownAction[]) => void;
  /**
   * How long changes gather before a save asks for the lock (one write for a burst of changes,
   * as the throttled writer did); the other tabs see them after at most this plus the write.
   */
  throttleMs?: number;
}

/** The store the sync keeps in step: its state holds the domains by key. */
export interface SyncedStore {
  getState(): unknown;
  dispatch(action: UnknownAction): unknown;
}

export interface TabSync extends DomainWriter {
  /** Goes in the store's middleware (a dynamic one: the domains join after the store is made). */
  middleware: Middleware;
}

export const LOCK_NAME = 'freight-domains';
const CHANNEL_NAME = 'freight-domains';

/** Actions that change domain slices without being domain events: never queued, never replayed. */
const isBookkeeping = (action: UnknownAction): boolean =>
  comesFromStorage(action) || action.type.startsWith('persist/');

const rawOf = (storage: KeyValueStorage, key: string): string | null => {
  try {
    return storage.getItem(domainStorageKey(key));
  } catch {
    return null;
  }
};

/**
 * Keeps the domains of `store` in step with the other tabs, instead of the throttled writer
 * (persistDomains). Start it right after the domains joined the store, then add `middleware` to it.
 */
export function createTabSync(
  store: SyncedStore,
  { storage, domains, locks, channel, unsaved = [], onRefused, throttleMs = 50 }: TabSyncOptions,
): TabSync {
  const keys = Object.keys(domains);
  const reducers = Object.fromEntries(keys.map((key) => [key, domains[key]!.reducer]));
  const current = () => store.getState() as Snapshot;
  // What this tab last knew to be saved: each domain's state and the raw text it was saved as.
  const confirmed = new Map(keys.map((key) => [key, current()[key]]));
  const confirmedRaw = new Map(keys.map((key) => [key, rawOf(storage, key)]));
  const queue: Queued[] = [];
  const refresh = new Set<string>(unsaved);
  /** Domains to write even if unchanged: repaired on load, or a write the storage refused. */
  const forced = new Set<string>(unsaved);
  let failing = false;
  let scheduled = false;
  /** The text `writeDomain` last saved (so this tab knows its own write without reading it back). */
  let lastWritten: string | null = null;
  const capturing: KeyValueStorage = {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      lastWritten = value;
    },
  };

  /** Under the lock (or while the page goes away): brings queue and refreshes to the saved state. */
  function reconcile(): void {
    scheduled = false;
    const entries = queue.splice(0);
    const affected = new Set([...refresh, ...forced, ...entries.flatMap((entry) => entry.domains)]);
    refresh.clear();
    if (affected.size === 0) return;
    const local = current();
    const base: Snapshot = {};
    const raws = new Map<string, string | null>();
    let moved = false;
    for (const key of affected) {
      const raw = rawOf(storage, key);
      raws.set(key, raw);
      if (raw === confirmedRaw.get(key)) {
        base[key] = confirmed.get(key);
        continue;
      }
      moved = true;
      const stored = readDomain(storage, key, domains[key]!.isValid);
      base[key] = stored.found === 'usable' ? stored.state : confirmed.get(key);
    }

    // Nothing saved since this tab's last look: the local state already is the replay.
    const result: Snapshot = {};
    const refused: UnknownAction[] = [];
    if (!moved) {
      for (const key of affected) result[key] = local[key];
    } else {
      const replayed = replay(base, entries, reducers);
      Object.assign(result, replayed.state);
      refused.push(...replayed.refused);
    }

    const written: string[] = [];
    let failed = false;
    for (const key of affected) {
      if (result[key] !== base[key] || forced.has(key)) {
        if (writeDomain(capturing, key, result[key])) {
          forced.delete(key);
          written.push(key);
          raws.set(key, lastWritten);
        } else {
          // Kept in this tab (and tried again with the next change); "changes are not being saved".
          forced.add(key);
          failed = true;
        }
      }
      confirmed.set(key, result[key]);
      confirmedRaw.set(key, raws.get(key) ?? null);
    }
    const replaced = [...affected].filter((key) => result[key] !== local[key]);
    if (replaced.length > 0) {
      store.dispatch(
        domainsSynced({ states: Object.fromEntries(replaced.map((key) => [key, result[key]])) }),
      );
    }
    if (failed !== failing) {
      failing = failed;
      store.dispatch(failed ? savingFailed() : savingResumed());
    }
    if (written.length > 0) channel.post(written);
    if (refused.length > 0) onRefused?.(refused);
  }

  /**
   * Local changes wait `throttleMs`; another tab's news asks for the lock at once (a hidden tab's
   * timers may be slowed to one a second, messages are not).
   */
  function schedule(wait: number): void {
    if (scheduled) return;
    scheduled = true;
    const request = () => void locks.request(LOCK_NAME, reconcile);
    if (wait > 0) setTimeout(request, wait);
    else request();
  }

  channel.listen((names) => {
    for (const key of names) if (keys.includes(key)) refresh.add(key);
    if (refresh.size > 0) schedule(0);
  });

  const middleware: Middleware = () => (next) => (action) => {
    if (!isAction(action) || isBookkeeping(action)) return next(action);
    const before = current();
    const outcome = next(action);
    const after = current();
    const touched = keys.filter((key) => before[key] !== after[key]);
    if (touched.length > 0) {
      queue.push({ action, domains: touched });
      schedule(throttleMs);
    }
    return outcome;
  };

  // A reload right after a change: save it now rather than wait for the lock (best effort).
  const flush = () => {
    if (queue.length > 0 || refresh.size > 0 || forced.size > 0) reconcile();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  if (refresh.size > 0) schedule(0);

  return { middleware, flush };
}

/**
 * Chromium's local storage is cached in each tab and another tab's write reaches that cache a
 * moment later, by a path the lock does not wait for (measured: a tab granted the lock right after
 * another's write could still read the older text). A save therefore lets that moment pass, under
 * the lock, before it reads; and a tab also refreshes on the `storage` event, which fires only once
 * its cache has the new text.
 */
export const STORAGE_SETTLE_MS = 50;

/**
 * The browser's Web Locks and BroadcastChannel, or null where either is missing (older browsers,
 * jsdom): then each tab saves as before, on its own.
 */
export function browserTabLinks(): { locks: TabLocks; channel: TabChannel } | null {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') {
    return null;
  }
  const broadcast = new BroadcastChannel(CHANNEL_NAME);
  const locks = navigator.locks;
  const settle = () => new Promise((resolve) => setTimeout(resolve, STORAGE_SETTLE_MS));
  const prefix = domainStorageKey('');
  return {
    locks: { request: (name, task) => locks.request(name, () => settle().then(task)) },
    channel: {
      post: (domains) => broadcast.postMessage({ domains }),
      listen: (handler) => {
        broadcast.addEventListener('message', (event: MessageEvent<{ domains?: unknown }>) => {
          const names = event.data?.domains;
          if (Array.isArray(names)) handler(names.filter((name): name is string => typeof name === 'string'));
        });
        window.addEventListener('storage', (event) => {
          if (event.key?.startsWith(prefix)) handler([event.key.slice(prefix.length)]);
        });
      },
    },
  };
}
