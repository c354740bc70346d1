import type { PersistState } from 'redux-persist';
import type { FlowsState } from './flowsSlice';
import type { PreferencesState } from './preferencesSlice';
import type { StorageState } from './storageSlice';

/**
 * The shape of the whole store. Shared slices are listed here; each domain adds its own slice by
 * module augmentation in its slice file, so this folder never imports a feature:
 *
 *   declare module '@/store/rootState' {
 *     interface DomainStates { notifications: NotificationsState }
 *   }
 *
 * The composition root (src/app/store.ts) must then supply a reducer for every key, which the
 * compiler checks.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each domain
export interface DomainStates {}

export interface SharedStates {
  preferences: PreferencesState;
  storage: StorageState;
  /** Where each screen flow is (login, code entry...), for Redux DevTools; never persisted. */
  flows: FlowsState;
}

export type AppState = SharedStates & DomainStates;
export type RootState = AppState & { _persist?: PersistState };
