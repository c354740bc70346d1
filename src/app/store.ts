import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { AppStore } from '@/store/hooks';
import { createPersistConfig, type PersistedValidators } from '@/store/persist';
import preferencesSlice, { isPreferencesState } from '@/store/preferencesSlice';
import type { AppState, DomainStates } from '@/store/rootState';
import storageSlice from '@/store/storageSlice';
import { DOMAINS } from './domains';

type DomainKey = keyof DomainStates;
const domainKeys = Object.keys(DOMAINS) as DomainKey[];

const mapDomains = <T>(pick: <K extends DomainKey>(key: K) => T) =>
  Object.fromEntries(domainKeys.map((key) => [key, pick(key)])) as { [K in DomainKey]: T };

/**
 * The composition root of the store: the one place that knows every slice. `store/` holds the
 * shared pieces and never imports a feature; the domains come from ./domains.ts.
 */
const reducers = {
  preferences: preferencesSlice.reducer,
  storage: storageSlice.reducer,
  ...mapDomains((key) => DOMAINS[key].reducer),
} as { [K in keyof AppState]: Reducer<AppState[K]> };

/** Slices kept in local storage, each with the check that what is read back must pass. */
const persistedValidators: PersistedValidators = {
  preferences: isPreferencesState,
  ...mapDomains((key) => DOMAINS[key].isValid),
};

/** The sample data every domain starts from, dated relative to `referenceDate`. */
export const seedDomainState = (referenceDate: Date): DomainStates =>
  mapDomains((key) => DOMAINS[key].seed(referenceDate)) as DomainStates;

/** Seeds only the domains that `preloaded` does not supply (building every seed is not free). */
function initialState(referenceDate: Date, preloaded: Partial<AppState> = {}): Partial<AppState> {
  const missing = domainKeys.filter((key) => !(key in preloaded));
  const seeds = Object.fromEntries(missing.map((key) => [key, DOMAINS[key].seed(referenceDate)]));
  return { ...seeds, ...preloaded };
}

export interface MakeStoreOptions {
  /** "Now" for the sample data; the app passes the time it first opens. */
  referenceDate?: Date;
  /** Where to persist; `null` turns persistence off (most unit tests). */
  storage?: Storage | null;
}

const rootReducer = combineReducers(reducers);

export function makeStore(
  preloadedState?: Partial<AppState>,
  { referenceDate = new Date(), storage = null }: MakeStoreOptions = {},
): AppStore {
  const reducer = storage
    ? persistReducer(createPersistConfig(persistedValidators, storage), rootReducer)
    : rootReducer;
  return configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: initialState(referenceDate, preloadedState),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
    devTools: { name: 'Freight back office' },
  }) as AppStore;
}

/** The browser's local storage, through redux-persist's adapter. */
export const browserStorage = (): Storage => createWebStorage('local');
