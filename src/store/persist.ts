import type { PersistConfig, PersistedState } from 'redux-persist';
import { domainStorageKey, writeDomain } from './localStorageDomains';
import { BASE_DOMAIN_VERSION } from './migrations';
import { asPersistStorage, type KeyValueStorage } from './keyValueStorage';
import { PERSIST_KEY, PERSIST_VERSION, ROOT_STORAGE_KEY } from './persistKeys';
import { initialPreferences, isPreferencesState, type PreferencesState } from './preferencesSlice';
import type { AppState, RootState } from './rootState';
import { recoveredStorageState } from './storageSlice';

export { PERSIST_KEY, PERSIST_VERSION, ROOT_STORAGE_KEY } from './persistKeys';

type StoredState = Record<string, unknown> & { _persist: { version: number; rehydrated: boolean } };
type Migration = (state: StoredState, storage: KeyValueStorage) => StoredState;

/** Keys of the root that are not domains. */
const ROOT_KEYS = new Set(['_persist', 'preferences', 'storage']);

/** Steps from the version before each key to that key's version. */
export const migrations: Record<number, Migration> = {
  1: (state) => state,
  /**
   * Version 1 kept every domain in the root key. Domains now load lazily, each under its own key
   * (localStorageDomains.ts): move each one there (unless that key is already written) before the
   * root is written again, which would drop them. They are written in the format of that time
   * (BASE_DOMAIN_VERSION), so each domain's own migrations and check run when it loads.
   */
  2: (state, storage) => {
    const root: StoredState = { _persist: state._persist };
    for (const [key, value] of Object.entries(state)) {
      if (ROOT_KEYS.has(key)) root[key] = value;
      else if (storage.getItem(domainStorageKey(key)) === null)
        writeDomain(storage, key, value, BASE_DOMAIN_VERSION);
    }
    return root;
  },
};

export type Validator = (value: unknown) => boolean;
export type PersistedValidators = Partial<Record<keyof AppState, Validator>>;

const isValid = (validator: Validator, value: unknown): boolean => {
  try {
    return validator(value);
  } catch {
    return false;
  }
};

/**
 * Brings stored state up to the current version, then checks each persisted slice. A slice that
 * fails its check is dropped (the store keeps its fixtures) and the storage notice is raised. State
 * written by a newer version of the app is not guessed at: all of it is dropped the same way.
 */
export function createValidatingMigrate(
  validators: PersistedValidators,
  storage: KeyValueStorage,
  currentVersion = PERSIST_VERSION,
) {
  return async (state: PersistedState, _version: number): Promise<PersistedState> => {
    if (!state) return state;
    const stored = state as unknown as StoredState;
    const fromVersion = stored._persist?.version ?? -1;
    const recovered = { _persist: stored._persist, storage: recoveredStorageState() };
    if (fromVersion > currentVersion) return recovered as unknown as PersistedState;

    let migrated = stored;
    const steps = Object.keys(migrations)
      .map(Number)
      .filter((v) => v > fromVersion && v <= currentVersion)
      .sort((a, b) => a - b);
    for (const step of steps) migrated = migrations[step]!(migrated, storage);

    const result: StoredState = { _persist: migrated._persist };
    let rejected = false;
    for (const [key, validator] of Object.entries(validators)) {
      if (!(key in migrated)) continue;
      if (validator && isValid(validator, migrated[key])) result[key] = migrated[key];
      else rejected = true;
    }
    if (rejected) result.storage = recovered.storage;
    return result as unknown as PersistedState;
  };
}

export function createPersistConfig(
  validators: PersistedValidators,
  storage: KeyValueStorage,
): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage: asPersistStorage(storage),
    whitelist: Object.keys(validators),
    migrate: createValidatingMigrate(validators, storage),
    // A missing or slow storage must not hold the app on a blank screen.
    timeout: 2000,
  };
}

/**
 * The saved preferences, read synchronously so that the first render already uses them (no flash
 * of the wrong theme or language). Anything unreadable, invalid or from a newer version gives the
 * defaults; redux-persist's rehydration then raises the notice for it as for any other bad data.
 */
export function readStoredPreferences(storage: KeyValueStorage | null): PreferencesState {
  try {
    const root = JSON.parse(storage?.getItem(ROOT_STORAGE_KEY) ?? 'null') as Record<string, string> | null;
    const version = (JSON.parse(root?._persist ?? 'null') as { version?: unknown } | null)?.version;
    const preferences: unknown = JSON.parse(root?.preferences ?? 'null');
    if (typeof version === 'number' && version <= PERSIST_VERSION && isPreferencesState(preferences)) {
      return preferences;
    }
  } catch {
    // Unreadable: the defaults.
  }
  return initialPreferences;
}
