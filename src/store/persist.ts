import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import type { AppState, RootState } from './rootState';

export const PERSIST_KEY = 'freight-back-office';
/** Bump when the persisted shape changes, and add a step to `migrations`. */
export const PERSIST_VERSION = 1;

type StoredState = Record<string, unknown> & { _persist: { version: number; rehydrated: boolean } };
type Migration = (state: StoredState) => StoredState;

/**
 * Steps from the version before each key to that key's version. Version 1 is the first shape, so
 * there is nothing to convert yet; a later shape change adds `2: (state) => ({ ...state, ... })`.
 */
export const migrations: Record<number, Migration> = {
  1: (state) => state,
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
export function createValidatingMigrate(validators: PersistedValidators, currentVersion = PERSIST_VERSION) {
  return async (state: PersistedState, _version: number): Promise<PersistedState> => {
    if (!state) return state;
    const stored = state as unknown as StoredState;
    const fromVersion = stored._persist?.version ?? -1;
    const recovered = { _persist: stored._persist, storage: { notice: 'recovered' as const } };
    if (fromVersion > currentVersion) return recovered as unknown as PersistedState;

    let migrated = stored;
    const steps = Object.keys(migrations)
      .map(Number)
      .filter((v) => v > fromVersion && v <= currentVersion)
      .sort((a, b) => a - b);
    for (const step of steps) migrated = migrations[step]!(migrated);

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
  storage: Storage,
): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: Object.keys(validators),
    migrate: createValidatingMigrate(validators),
    // A missing or slow storage must not hold the app on a blank screen.
    timeout: 2000,
  };
}
