import type { AppStore } from '@/store/hooks';
import type { KeyValueStorage } from '@/store/keyValueStorage';
import type { AppState, DomainStates, SharedStates } from '@/store/rootState';
import { loadSavedDomains } from './domainLoading';
import { DOMAIN_KEYS, loadDomains } from './domains';
import { makeRootStore } from './rootStore';

export { seedDomainState } from './domains';

export interface MakeStoreOptions {
  /** "Now" for the sample data. */
  referenceDate?: Date;
  /** Where preferences persist; `null` turns persistence off (most unit tests). */
  storage?: KeyValueStorage | null;
}

/**
 * The whole store at once, every domain loaded in memory: what most tests use. `preloaded` slices
 * replace the fixtures. The app itself starts with makeRootStore and loads the saved domains with
 * the admin area (AdminArea.tsx); `makeSavedStore` does the same for tests.
 */
export function makeStore(
  preloaded: Partial<AppState> = {},
  { referenceDate = new Date(), storage = null }: MakeStoreOptions = {},
): AppStore {
  const shared: Partial<SharedStates> = {};
  const domains: Partial<DomainStates> = {};
  for (const [key, value] of Object.entries(preloaded)) {
    const target = (DOMAIN_KEYS as string[]).includes(key) ? domains : shared;
    (target as Record<string, unknown>)[key] = value;
  }
  const store = makeRootStore(shared, { storage });
  loadDomains(store, { referenceDate, preloaded: domains });
  return store;
}

export interface MakeSavedStoreOptions {
  /** "Now" for the sample data. */
  referenceDate?: Date;
  /** The IndexedDB the domains are saved in (fake-indexeddb's `new IDBFactory()` in tests); null: none. */
  factory: IDBFactory | null;
  /** Local storage: preferences, and domains saved there by the previous version of the app. */
  storage?: KeyValueStorage | null;
}

/**
 * A store as the admin area has it: the root store, then every domain read from `factory`'s
 * database (moved from `storage` if the previous version saved it there), saved on change.
 */
export async function makeSavedStore({
  referenceDate = new Date(),
  factory,
  storage = null,
}: MakeSavedStoreOptions): Promise<AppStore> {
  const store = makeRootStore({}, { storage });
  await loadSavedDomains(store, { factory, storage, referenceDate });
  return store;
}
