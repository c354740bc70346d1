import type { StorageManager } from '@mui/material/styles';
import type { AppStore } from '@/store/hooks';
import { selectThemePreference } from '@/store/preferencesSlice';

/** The key under which MUI asks for the mode; its other keys (scheme names) keep MUI's defaults. */
export const MODE_KEY = 'mode';

/**
 * MUI's colour-scheme storage, backed by the store: the theme preference in Redux (persisted with
 * the other preferences) is the one source of the mode; MUI reads it at start, follows its changes,
 * and writes nothing of its own.
 */
export const colorModeStorage =
  (store: AppStore): StorageManager =>
  ({ key }) => ({
    get: (defaultValue) => (key === MODE_KEY ? selectThemePreference(store.getState()) : defaultValue),
    set: () => undefined,
    subscribe: (handler) => {
      if (key !== MODE_KEY) return () => undefined;
      let last = selectThemePreference(store.getState());
      return store.subscribe(() => {
        const next = selectThemePreference(store.getState());
        if (next === last) return;
        last = next;
        handler(next);
      });
    },
  });
