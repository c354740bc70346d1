import type { Storage as PersistStorage } from 'redux-persist';

/**
 * The part of the Web Storage API the app uses: synchronous, so that saved preferences and domain
 * data can be read before the first render. `window.localStorage` is one; tests pass a Map-backed one.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage whose keys can be listed, as Web Storage's can. */
export interface ListedStorage extends KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
}

/**
 * The browser's local storage (or the tab's session storage), or null where it is missing or
 * refused (private modes, policies).
 */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): ListedStorage | null {
  try {
    const storage = window[kind];
    const probe = '__freight-storage-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A storage that keeps items in memory, as local storage would (tests, and a fallback). */
export function memoryStorage(initial: Record<string, string> = {}): ListedStorage & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
  };
}

/** redux-persist's asynchronous storage interface over a synchronous one. */
export const asPersistStorage = (storage: KeyValueStorage): PersistStorage => ({
  getItem: async (key: string) => storage.getItem(key),
  setItem: async (key: string, value: string) => storage.setItem(key, value),
  removeItem: async (key: string) => storage.removeItem(key),
});

/** A storage that refuses writes while `quota.full` is set, as a browser at its quota does (tests). */
export function storageWithQuota(initial: Record<string, string> = {}) {
  const memory = memoryStorage(initial);
  const quota = { full: false, writes: 0 };
  const storage: KeyValueStorage = {
    ...memory,
    setItem: (key, value) => {
      quota.writes += 1;
      if (quota.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      memory.setItem(key, value);
    },
  };
  return { storage, quota, items: memory.items };
}
