import type { AppStore } from '@/store/hooks';
import type { KeyValueStorage } from '@/store/keyValueStorage';
import type { AppState, DomainStates, SharedStates } from '@/store/rootState';
import { DOMAIN_KEYS, loadDomains } from './domains';
import { makeRootStore } from './rootStore';

export { seedDomainState } from './domains';

export interface MakeStoreOptions {
  /** "Now" for the sample data. */
  referenceDate?: Date;
  /** Where to persist; `null` turns persistence off (most unit tests). */
  storage?: KeyValueStorage | null;
}

/**
 * The whole store at once, every domain loaded: what tests use. `preloaded` slices replace the
 * saved state and the fixtures; the other domains come from `storage` or the fixtures. The app
 * itself starts with makeRootStore and loads the domains with the admin area (AdminArea.tsx).
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
  loadDomains(store, { referenceDate, storage, preloaded: domains });
  return store;
}
