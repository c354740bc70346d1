import { isAction, type UnknownAction } from '@reduxjs/toolkit';
import type { KeyValueStorage, ListedStorage } from '../keyValueStorage';
import type { Queued } from '../replay';

/**
 * The changes a page had not saved when it went away (docs/decisions.md, "A change made just before
 * a reload"). IndexedDB cannot be relied on then: a write the page starts as it goes away, or one
 * still running, is cut off with the page (Chromium aborts it), while Web Storage is written at
 * once. Each tab keeps its journal in local storage, under the tab's id (kept in the tab's session
 * storage, which survives a reload): the tab's next page takes it and does these changes again as
 * its domains join (src/store/idb/tabSync.ts), and saves them. A journal left by a tab that was
 * closed is taken by the next page of any tab, once it is old enough (`ORPHAN_AFTER_MS`) not to be
 * one whose own tab is still reloading.
 */
export const JOURNAL_KEY = 'freight-back-office/unsaved';

/** Where the tab's session storage keeps the tab's id. */
export const TAB_ID_KEY = 'freight-back-office/tab';

/**
 * How old another tab's journal must be before a page takes it: a reload reaches the admin area in
 * a second or two, so a journal this old is a closed tab's (or one whose tab has left the area).
 */
export const ORPHAN_AFTER_MS = 10_000;

/** A change not saved yet, and the domains it is still to be done to. */
export interface Unsaved {
  action: UnknownAction;
  domains: string[];
}

/** An action done before some domain joined; done to each domain as it joins (`only`: those alone). */
export interface Meanwhile {
  action: UnknownAction;
  only?: readonly string[];
}

/** What a tab has not saved, as its sync holds it (src/store/idb/tabSync.ts). */
export interface Pending {
  /** The actions waiting, and a save's that will not land, with the domains each changed. */
  queue: readonly Queued[];
  /** Per joined domain, the changes done to it as it joined, not saved yet. */
  catchUp: readonly (readonly [string, readonly UnknownAction[]])[];
  /** The actions done since the sync started, while some domain had not joined. */
  meanwhile: readonly Meanwhile[];
  /** The domains that have not joined yet. */
  unjoined: readonly string[];
  /** Where an action comes in the order the tab did them. */
  order: (action: UnknownAction) => number;
}

/** Each unsaved action once, in the order it was done, with every domain it is still to be done to. */
export function unsavedOf({ queue, catchUp, meanwhile, unjoined, order }: Pending): Unsaved[] {
  const unsaved = new Map<UnknownAction, Set<string>>();
  const add = (action: UnknownAction, to: readonly string[]) => {
    if (to.length === 0) return;
    const domains = unsaved.get(action) ?? new Set<string>();
    to.forEach((key) => domains.add(key));
    unsaved.set(action, domains);
  };
  for (const { action, domains } of queue) add(action, domains);
  for (const [key, actions] of catchUp) actions.forEach((action) => add(action, [key]));
  for (const { action, only } of unjoined.length > 0 ? meanwhile : [])
    add(action, only ? only.filter((key) => unjoined.includes(key)) : unjoined);
  return [...unsaved]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([action, domains]) => ({ action, domains: [...domains] }));
}

const isUnsaved = (value: unknown): value is Unsaved => {
  const entry = value as Partial<Unsaved> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    isAction(entry.action) &&
    Array.isArray(entry.domains) &&
    entry.domains.every((key) => typeof key === 'string')
  );
};

/** The changes this tab's pages leave unsaved: written as a page goes away, taken by the next. */
export interface Journal {
  /** Keeps `entries` for the tab's next page (none: nothing is kept). */
  write(entries: readonly Unsaved[]): void;
  /** This tab's journal and any closed tab's, taken out of the storage, the oldest first. */
  take(): Unsaved[];
  /** Drops this tab's journal (its page came back from the back-forward cache instead). */
  clear(): void;
}

interface Kept {
  at: number;
  entries: unknown;
}

const read = (text: string | null): Kept | null => {
  try {
    const kept = text === null ? null : (JSON.parse(text) as Partial<Kept> | null);
    return typeof kept?.at === 'number' ? { at: kept.at, entries: kept.entries } : null;
  } catch {
    return null;
  }
};

const entriesOf = (kept: Kept | null): Unsaved[] =>
  Array.isArray(kept?.entries) ? kept.entries.filter(isUnsaved) : [];

/** What the version before kept in the tab's session storage, under the journal's key: taken too. */
function takeFromBefore(tab: KeyValueStorage): unknown {
  try {
    const text = tab.getItem(JOURNAL_KEY);
    if (text === null) return [];
    tab.removeItem(JOURNAL_KEY);
    return JSON.parse(text);
  } catch {
    return [];
  }
}

/**
 * The tab's journal in `shared` (local storage), under the tab's id in `tab` (its session storage).
 * A storage that refuses (full, or missing) keeps nothing: the changes are then lost with the page.
 */
export function tabJournal(
  shared: ListedStorage,
  tab: KeyValueStorage,
  now: () => number = Date.now,
): Journal {
  const idOf = () => {
    const kept = tab.getItem(TAB_ID_KEY);
    if (kept !== null) return kept;
    const id = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    tab.setItem(TAB_ID_KEY, id);
    return id;
  };
  const own = () => `${JOURNAL_KEY}/${idOf()}`;
  const write = (entries: readonly Unsaved[]) => {
    try {
      if (entries.length === 0) shared.removeItem(own());
      else shared.setItem(own(), JSON.stringify({ at: now(), entries }));
    } catch {
      // Nothing more can be done while the page goes away.
    }
  };
  return {
    write,
    take() {
      try {
        const mine = own();
        const taken: Kept[] = [{ at: 0, entries: takeFromBefore(tab) }];
        const keys = Array.from({ length: shared.length }, (_, index) => shared.key(index));
        for (const key of keys) {
          if (key === null || !key.startsWith(`${JOURNAL_KEY}/`)) continue;
          const kept = read(shared.getItem(key));
          // Another tab's, too recent: most likely that tab reloading, which takes it itself.
          if (key !== mine && kept !== null && now() - kept.at < ORPHAN_AFTER_MS) continue;
          shared.removeItem(key);
          if (kept !== null) taken.push(kept);
        }
        return taken.sort((a, b) => a.at - b.at).flatMap(entriesOf);
      } catch {
        return [];
      }
    },
    clear: () => write([]),
  };
}
