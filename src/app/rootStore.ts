import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { STATE_IS_FROZEN } from '@/store/freezing';
import type { AppStore } from '@/store/hooks';
import type { KeyValueStorage } from '@/store/keyValueStorage';
import { createPersistConfig } from '@/store/persist';
import preferencesSlice, { isPreferencesState } from '@/store/preferencesSlice';
import type { DomainStates, SharedStates } from '@/store/rootState';
import flowsSlice from '@/store/flowsSlice';
import storageSlice from '@/store/storageSlice';

/**
 * Immer freezes every state it makes, deeply, which walks each table a change copies: at 100,000
 * users, 21 ms of a 146 ms status change went to walking and freezing the users' table again
 * (docs/performance.md). Freezing is a check, not a behaviour: development and the tests keep it
 * (with RTK's immutability middleware), so a reducer or a screen mutating the state still fails
 * there; the production build does without, as Immer itself did by default until version 7.
 */
setAutoFreeze(STATE_IS_FROZEN);

/** A root reducer of the shared slices that domain slices can join later (RTK's combineSlices). */
const createRootReducer = () =>
  combineSlices(preferencesSlice, storageSlice, flowsSlice).withLazyLoadedSlices<DomainStates>();
type LazyRootReducer = ReturnType<typeof createRootReducer>;

/**
 * Each store's own root reducer (injecting into one store never reaches another: tests, StrictMode)
 * and the storage it persists to, which its domains use too.
 */
const roots = new WeakMap<
  AppStore,
  {
    reducer: LazyRootReducer;
    storage: KeyValueStorage | null;
    dynamic: ReturnType<typeof createDynamicMiddleware>;
  }
>();

export interface RootStoreOptions {
  /** Where preferences persist; `null` turns persistence off (most unit tests). */
  storage?: KeyValueStorage | null;
}

/**
 * The store as the first screen needs it: preferences and the storage notice, and nothing of the
 * admin domains, which join it when the admin area loads (src/app/domains.ts). Entry-safe: it
 * imports no feature. Preferences persist through redux-persist under the root key.
 */
export function makeRootStore(
  preloadedState: Partial<SharedStates> = {},
  { storage = null }: RootStoreOptions = {},
): AppStore {
  const root = createRootReducer();
  // The root's state type makes domains optional; RootState (what selectors see) lists them as there.
  const reducer = storage
    ? persistReducer(createPersistConfig({ preferences: isPreferencesState }, storage), root as Reducer)
    : root;
  // Middleware that joins with the domains (saving and keeping two tabs in step: src/store/idb/tabSync.ts).
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: reducer as typeof root,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Development-only checks; the whole sample data is large, so allow them some time on a busy machine.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 256,
        },
        immutableCheck: { warnAfter: 256 },
      }).concat(dynamic.middleware),
    devTools: { name: 'Freight back office' },
  }) as unknown as AppStore;
  roots.set(store, { reducer: root, storage, dynamic });
  return store;
}

/** Adds a domain's reducer to `store` under `key`. The key's state appears with the next action. */
export function injectReducer<K extends keyof DomainStates>(
  store: AppStore,
  key: K,
  reducer: Reducer<DomainStates[K]>,
): void {
  const root = roots.get(store);
  if (!root) throw new Error('This store was not made by makeRootStore.');
  root.reducer.inject({ reducerPath: key, reducer } as never);
}

/** Adds `middleware` to `store`, after the ones it was made with. */
export function addMiddleware(store: AppStore, middleware: Middleware): void {
  const root = roots.get(store);
  if (!root) throw new Error('This store was not made by makeRootStore.');
  root.dynamic.addMiddleware(middleware as never);
}

/** The storage `store` persists to (null when it does not). */
export const storageOf = (store: AppStore): KeyValueStorage | null => roots.get(store)?.storage ?? null;

/** True once redux-persist has read the root key back (or at once when the store does not persist). */
export function whenRehydrated(store: AppStore): Promise<void> {
  const done = () => {
    const persist = store.getState()._persist;
    return !persist || persist.rehydrated;
  };
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}
