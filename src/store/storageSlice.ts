import { createSlice } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

/**
 * What the app knows about its saved data. Never persisted: `notice` is set for this visit only,
 * when what was read back from local storage could not be used and the sample data was restored.
 */
export interface StorageState {
  notice: 'recovered' | null;
}

const initialState: StorageState = { notice: null };

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
