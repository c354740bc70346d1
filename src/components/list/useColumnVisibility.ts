import { useCallback, useSyncExternalStore } from 'react';
import type { ColumnVisibility } from './listTypes';

/** Where a list's column choice is kept: one key per list, across reloads. */
export const columnsStorageKey = (listId: string) => `freight:columns:${listId}`;

const ALL: ColumnVisibility = Object.freeze({});

/** The last value read per key, with its stored text: the same object while the text is unchanged. */
const cache = new Map<string, { raw: string | null; visibility: ColumnVisibility }>();
/** Choices that storage refused to save: still applied for this visit. */
const unsaved = new Map<string, ColumnVisibility>();
const listeners = new Set<() => void>();

/**
 * The saved choice: the grid's `columnVisibilityModel` (an object of booleans), or, as saved before
 * the grid, an array of the hidden fields. Anything else (garbage, no storage) shows every column.
 */
export function parseColumnVisibility(raw: string | null): ColumnVisibility {
  if (raw === null) return ALL;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) {
      if (!value.every((field) => typeof field === 'string')) return ALL;
      return value.length === 0 ? ALL : Object.fromEntries(value.map((field: string) => [field, false]));
    }
    if (typeof value !== 'object' || value === null) return ALL;
    const entries = Object.entries(value);
    return entries.every(([, shown]) => typeof shown === 'boolean') ? Object.fromEntries(entries) : ALL;
  } catch {
    return ALL;
  }
}

function read(key: string): ColumnVisibility {
  const kept = unsaved.get(key);
  if (kept) return kept;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, policy): every column shows.
  }
  const known = cache.get(key);
  if (known && known.raw === raw) return known.visibility;
  const visibility = parseColumnVisibility(raw);
  cache.set(key, { raw, visibility });
  return visibility;
}

function write(key: string, visibility: ColumnVisibility): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(visibility));
    unsaved.delete(key);
  } catch {
    // Not saved for the next visit, still applied now.
    unsaved.set(key, visibility);
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
 * A list's column visibility, as the grid's columns panel sets it, saved per `listId` in local
 * storage, and a setter. Fields that are not (or no longer) columns are harmless.
 */
export function useColumnVisibility(listId: string): [ColumnVisibility, (next: ColumnVisibility) => void] {
  const key = columnsStorageKey(listId);
  const visibility = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => ALL,
  );
  const setVisibility = useCallback((next: ColumnVisibility) => write(key, next), [key]);
  return [visibility, setVisibility];
}
