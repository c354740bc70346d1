import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

/**
 * What the administrator is told about saved data, most important first:
 * - `unavailable`: the browser refuses storage (disabled, a policy); nothing will be kept.
 * - `notSaving`: a write failed (storage full); changes stay in this tab only until a write works.
 * - `recovered`: saved data could not be used; the sample data was restored for it.
 */
export const STORAGE_NOTICES = ['unavailable', 'notSaving', 'recovered'] as const;
export type StorageNoticeKind = (typeof STORAGE_NOTICES)[number];

/**
 * What the app knows about its saved data. Never persisted: set for this visit only. Each notice is
 * raised once, when its fault happens (not for every failed write), until dismissed.
 */
export interface StorageState {
  /** The notices raised and not dismissed. */
  notices: StorageNoticeKind[];
  /** The domains whose saved data could not be used, so their sample data was loaded, this visit. */
  restored: string[];
}

const initialState: StorageState = { notices: [], restored: [] };

/** The state persist.ts's migration hands back when the saved root could not be used. */
export const recoveredStorageState = (): StorageState => ({ notices: ['recovered'], restored: [] });

/**
 * The admin domains joined the store (src/app/domains.ts), each with its state in `states`;
 * `restored` names those whose saved data could not be used, so their fixtures were loaded instead.
 */
export const domainsLoaded = createAction<{ states: Record<string, unknown>; restored: string[] }>(
  'app/domainsLoaded',
);

interface RehydrateAction {
  type: typeof REHYDRATE;
  err?: unknown;
}

const raise = (state: StorageState, kind: StorageNoticeKind) => {
  if (!state.notices.includes(kind)) state.notices.push(kind);
};

const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    /** The persisted state failed validation (see persist.ts); fixtures were kept instead. */
    recoveredFromBadData(state) {
      raise(state, 'recovered');
    },
    /** The browser refuses local storage: the app runs on the sample data and keeps nothing. */
    storageUnavailable(state) {
      raise(state, 'unavailable');
    },
    /** A write was refused (quota): raised on the first failure of a run of them. */
    savingFailed(state) {
      // A storage refused from the start is already announced as keeping nothing.
      if (!state.notices.includes('unavailable')) raise(state, 'notSaving');
    },
    /** Every change is saved again: the "not being saved" notice no longer holds. */
    savingResumed(state) {
      state.notices = state.notices.filter((kind) => kind !== 'notSaving');
    },
    /** Dismisses one notice, or all of them. */
    noticeDismissed(state, action: PayloadAction<StorageNoticeKind | undefined>) {
      state.notices = action.payload ? state.notices.filter((kind) => kind !== action.payload) : [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(domainsLoaded, (state, action) => {
      const { restored } = action.payload;
      if (restored.length === 0) return;
      raise(state, 'recovered');
      state.restored.push(...restored.filter((domain) => !state.restored.includes(domain)));
    });
    // Unreadable JSON: redux-persist reports the error in the REHYDRATE action and keeps the initial state.
    builder.addMatcher(
      (action): action is RehydrateAction => action.type === REHYDRATE,
      (state, action) => {
        if (action.err) raise(state, 'recovered');
      },
    );
  },
  selectors: {
    /** The notices to show, most important first. */
    selectStorageNotices: createSelector([(state: StorageState) => state.notices], (notices) =>
      STORAGE_NOTICES.filter((kind) => notices.includes(kind)),
    ),
    /** The most important notice to show, if any. */
    selectStorageNotice: (state): StorageNoticeKind | null =>
      STORAGE_NOTICES.find((kind) => state.notices.includes(kind)) ?? null,
    selectRestoredDomains: (state) => state.restored,
  },
});

export const { recoveredFromBadData, storageUnavailable, savingFailed, savingResumed, noticeDismissed } =
  storageSlice.actions;
export const { selectStorageNotices, selectStorageNotice, selectRestoredDomains } = storageSlice.selectors;
export default storageSlice;
