import { useCallback, useSyncExternalStore } from 'react';

/** Where a list's hidden columns are kept (issue 12): one key per list, across reloads. */
export const columnsStorageKey = (listId: string) => `freight:columns:${listId}`;

const NONE: ReadonlySet<string> = new Set();

/** The last value read per key, with its stored text: the same set while the text is unchanged. */
const cache = new Map<string, { raw: string | null; hidden: ReadonlySet<string> }>();
/** Choices that storage refused to save: still applied for this visit. */
const unsaved = new Map<string, ReadonlySet<string>>();
const listeners = new Set<() => void>();

/** The hidden fields saved as a JSON array of strings; anything else (garbage, no storage) hides nothing. */
export function parseHiddenColumns(raw: string | null): ReadonlySet<string> {
  if (raw === null) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || !value.every((field) => typeof field === 'string')) return NONE;
    return value.length === 0 ? NONE : new Set(value);
  } catch {
    return NONE;
  }
}

function read(key: string): ReadonlySet<string> {
  const kept = unsaved.get(key);
  if (kept) return kept;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, policy): every column shows.
  }
  const known = cache.get(key);
  if (known && known.raw === raw) return known.hidden;
  const hidden = parseHiddenColumns(raw);
  cache.set(key, { raw, hidden });
  return hidden;
}

function write(key: string, hidden: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify([...hidden]));
    unsaved.delete(key);
  } catch {
    // Not saved for the next visit, still applied now.
    unsaved.set(key, hidden);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('freight:columns:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The fields of a list's columns the user has hidden, saved per `listId` in local storage, and a
 * setter. Fields that are not (or no longer) columns are harmless: the caller applies only its own.
 */
export function useHiddenColumns(listId: string): [ReadonlySet<string>, (next: ReadonlySet<string>) => void] {
  const key = columnsStorageKey(listId);
  const hidden = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => NONE,
  );
  const setHidden = useCallback((next: ReadonlySet<string>) => write(key, next), [key]);
  return [hidden, setHidden];
}
