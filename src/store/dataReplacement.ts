import { isAnyOf, type Reducer } from '@reduxjs/toolkit';
import { dataImported } from './dataTransfer';
import { domainsSynced, sampleDataReset } from './sharedActions';
import { domainsLoaded } from './storageSlice';

/**
 * Actions that replace domain data rather than change records: the domains loading, another tab's
 * saved state, an import, a sample-data reset. The one answer to "is this a change someone made to
 * some records?", shared by the audit trail (no entries), undo (no ticket) and the tab sync (not
 * replayed; an import or a reset is saved whole instead of record by record).
 */
export const replacesData = isAnyOf(domainsLoaded, domainsSynced, dataImported, sampleDataReset);

/** The replacing actions that come from storage (this tab's load, another tab's save): never saved again. */
export const comesFromStorage = isAnyOf(domainsLoaded, domainsSynced);

const carriesStates = isAnyOf(domainsLoaded, domainsSynced, dataImported);

/**
 * `reducer`, for the domain under `key`, taking its whole state from a replacing action that names
 * it (loaded, synced, imported); a reset is each slice's own case (its seed).
 */
export const replacingData =
  <S>(key: string, reducer: Reducer<S>): Reducer<S> =>
  (state, action) =>
    carriesStates(action) && key in action.payload.states
      ? (action.payload.states[key] as S)
      : reducer(state, action);
