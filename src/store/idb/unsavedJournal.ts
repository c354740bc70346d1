import { isAction, type UnknownAction } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '../keyValueStorage';
import type { Queued } from '../replay';

/**
 * The changes a tab had not saved when its page went away, kept in the tab's session storage
 * (docs/decisions.md, "A change made just before a reload"). IndexedDB cannot be relied on then: a
 * write the page starts as it goes away, or one still running, is cut off with the page (Chromium
 * aborts it), while session storage is written at once and survives a reload of the same tab, and
 * only that tab sees it. The reloaded page does these changes again as its domains join
 * (src/store/idb/tabSync.ts), and saves them.
 */
export const JOURNAL_KEY = 'freight-back-office/unsaved';

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

/**
 * Keeps `entries` for the next page of this tab; none: nothing is kept. A storage that refuses
 * (full, or missing) keeps nothing: the changes are then lost with the page, as before.
 */
export function writeJournal(storage: KeyValueStorage, entries: readonly Unsaved[]): void {
  try {
    if (entries.length === 0) storage.removeItem(JOURNAL_KEY);
    else storage.setItem(JOURNAL_KEY, JSON.stringify(entries));
  } catch {
    // Nothing more can be done while the page goes away.
  }
}

/** The changes the tab's previous page left unsaved, taken out of the storage; none if unreadable. */
export function takeJournal(storage: KeyValueStorage): Unsaved[] {
  try {
    const text = storage.getItem(JOURNAL_KEY);
    if (text === null) return [];
    storage.removeItem(JOURNAL_KEY);
    const entries: unknown = JSON.parse(text);
    return Array.isArray(entries) ? entries.filter(isUnsaved) : [];
  } catch {
    return [];
  }
}

/** Drops what the page left for its next one (it came back from the back-forward cache instead). */
export function clearJournal(storage: KeyValueStorage): void {
  writeJournal(storage, []);
}
