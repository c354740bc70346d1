import { createAction, createSlice } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

/**
 * What the app knows about its saved data. Never persisted: `notice` is set for this visit only,
 * when what was read back from local storage could not be used and the sample data was restored.
 */
export interface StorageState {
  notice: 'recovered' | null;
}

const initialState: StorageState = { notice: null };

/**
 * The admin domains joined the store (src/app/domains.ts); `restored` names those whose saved data
 * could not be used, so their fixtures were loaded instead.
 */
export const domainsLoaded = createAction<{ domains: string[]; restored: string[] }>('app/domainsLoaded');

interface RehydrateAction {
  type: typeof REHYDRATE;
  err?: unknown;
}

const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    /** The persisted state failed validation (see persist.ts); fixtures were kept instead. */
    recoveredFromBadData(state) {
      state.notice = 'recovered';
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(domainsLoaded, (state, action) => {
      if (action.payload.restored.length > 0) state.notice = 'recovered';
    });
    // Unreadable JSON: redux-persist reports the error in the REHYDRATE action and keeps the initial state.
    builder.addMatcher(
      (action): action is RehydrateAction => action.type === REHYDRATE,
      (state, action) => {
        if (action.err) state.notice = 'recovered';
      },
    );
  },
  selectors: {
    selectStorageNotice: (state) => state.notice,
  },
});

export const { recoveredFromBadData, noticeDismissed } = storageSlice.actions;
export const { selectStorageNotice } = storageSlice.selectors;
export default storageSlice;
