import { isAction, type UnknownAction } from '@reduxjs/toolkit';
import type { KeyValueStorage, ListedStorage } from '../keyValueStorage';
import type { Queued } from '../replay';
import type { TabLocks } from './tabLinks';

/**
 * The changes a page had not saved when it went away (docs/decisions.md, "A change made just before
 * a reload"). IndexedDB cannot be relied on then: a write the page starts as it goes away, or one
 * still running, is cut off with the page (Chromium aborts it), while Web Storage is written at
 * once. Each tab keeps its journal in local storage, under the tab's id (kept in the tab's session
 * storage, which survives a reload): the tab's next page takes it and does these changes again as
 * its domains join (src/store/idb/tabSync.ts), and saves them. A journal left by a tab that was
 * closed is taken by a page of another tab, starting or open (`watchOrphans`), once it is old enough
 * (`ORPHAN_AFTER_MS`) not to be one whose own tab is still reloading.
 */
export const JOURNAL_KEY = 'freight-back-office/unsaved';

/** Where the tab's session storage keeps the tab's id. */
export const TAB_ID_KEY = 'freight-back-office/tab';

/**
 * How old another tab's journal must be before a page takes it: a reload reaches the admin area in
 * a second or two, so a journal this old is a closed tab's (or one whose tab has left the area).
 */
export const ORPHAN_AFTER_MS = 10_000;

/** The Web Lock a page holds while it takes closed tabs' journals, so that one page takes each. */
export const JOURNAL_LOCK = 'freight-back-office/journal';

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
  /**
   * Keeps `entries` for the tab's next page (none: nothing is kept), as the page goes away; the
   * tab's id goes back into its session storage with them.
   */
  write(entries: readonly Unsaved[]): void;
  /** This tab's journal (what its page before left), taken out of the storage. */
  take(): Unsaved[];
  /**
   * Closed tabs' journals: every other tab's that is old enough (`ORPHAN_AFTER_MS`), taken out of
   * the storage, the oldest first. Taken under `JOURNAL_LOCK` (`watchOrphans`), so by one page.
   */
  takeOrphans(): Unsaved[];
  /** How long until another tab's journal, too recent now, is old enough (none: null). */
  orphanDueIn(): number | null;
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
 * The tab's id, taken out of its session storage for as long as the page lives and put back as it
 * goes away (`Journal.write`): the tab's next page finds it, while a copy of the session storage
 * made meanwhile (a duplicated tab) has none and gets an id of its own, not a second writer of this
 * tab's journal.
 */
function claimTabId(tab: KeyValueStorage, now: () => number): string {
  try {
    const kept = tab.getItem(TAB_ID_KEY);
    tab.removeItem(TAB_ID_KEY);
    if (kept !== null) return kept;
  } catch {
    // No session storage: the id lasts as long as the page, and its journal is another's to take.
  }
  return `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
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
  const id = claimTabId(tab, now);
  const own = `${JOURNAL_KEY}/${id}`;
  const write = (entries: readonly Unsaved[]) => {
    try {
      tab.setItem(TAB_ID_KEY, id);
    } catch {
      // Refused: the journal below is then a closed tab's, for any page to take once old enough.
    }
    try {
      if (entries.length === 0) shared.removeItem(own);
      else shared.setItem(own, JSON.stringify({ at: now(), entries }));
    } catch {
      // Nothing more can be done while the page goes away.
    }
  };
  /** The other tabs' journals in the storage, each as kept (unreadable: null). */
  const others = () =>
    Array.from({ length: shared.length }, (_, index) => shared.key(index))
      .filter((key): key is string => key !== null && key.startsWith(`${JOURNAL_KEY}/`) && key !== own)
      .map((key) => ({ key, kept: read(shared.getItem(key)) }));
  return {
    write,
    take() {
      try {
        const kept = read(shared.getItem(own));
        shared.removeItem(own);
        return [...entriesOf({ at: 0, entries: takeFromBefore(tab) }), ...entriesOf(kept)];
      } catch {
        return [];
      }
    },
    takeOrphans() {
      try {
        const taken: Kept[] = [];
        for (const { key, kept } of others()) {
          // Too recent: most likely a tab reloading, whose next page takes it itself.
          if (kept !== null && now() - kept.at < ORPHAN_AFTER_MS) continue;
          shared.removeItem(key);
          if (kept !== null) taken.push(kept);
        }
        return taken.sort((a, b) => a.at - b.at).flatMap(entriesOf);
      } catch {
        return [];
      }
    },
    orphanDueIn() {
      try {
        const dues = others()
          .map(({ kept }) => (kept ? kept.at + ORPHAN_AFTER_MS - now() : 0))
          .filter((due) => due > 0);
        return dues.length > 0 ? Math.min(...dues) : null;
      } catch {
        return null;
      }
    },
    clear() {
      write([]);
      // The page lives again: its id is out of the session storage until it goes away.
      claimTabId(tab, now);
    },
  };
}

/**
 * Hands `adopt` the closed tabs' journals, each once it is old enough: those in the storage now, and
 * those another tab leaves later (its `storage` event), at the time each comes of age. Taken under
 * `JOURNAL_LOCK`, and only while `open()` says the page is not going away. Returns the check, for
 * the page to run again when it comes back from the back-forward cache.
 */
export function watchOrphans(
  journal: Journal,
  locks: TabLocks,
  adopt: (entries: Unsaved[]) => void,
  open: () => boolean,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    void locks.request(JOURNAL_LOCK, () => {
      if (!open()) return;
      const entries = journal.takeOrphans();
      if (entries.length > 0) adopt(entries);
      const due = journal.orphanDueIn();
      if (due !== null) timer = setTimeout(check, due);
    });
  };
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.newValue !== null && event.key?.startsWith(`${JOURNAL_KEY}/`)) check();
    });
  check();
  return check;
}
