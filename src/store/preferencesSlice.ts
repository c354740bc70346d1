import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages';
import { THEME_PREFERENCES, type ThemePreference } from '@/theme/colorMode';

export { THEME_PREFERENCES, type ThemePreference } from '@/theme/colorMode';

export interface PreferencesState {
  theme: ThemePreference;
  language: Language;
}

export const initialPreferences: PreferencesState = { theme: 'system', language: DEFAULT_LANGUAGE };

export const isThemePreference = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);

/** What is read back from storage must be exactly this shape, or it is discarded. */
export const isPreferencesState = (value: unknown): value is PreferencesState => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isThemePreference(v.theme) && isLanguage(v.language);
};

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    themeChosen(state, action: PayloadAction<ThemePreference>) {
      state.theme = action.payload;
    },
    /** Dispatched by the language-switch flow once its loading delay is over. */
    languageApplied(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.theme,
    selectLanguage: (state) => state.language,
  },
});

export const { themeChosen, languageApplied } = preferencesSlice.actions;
export const { selectThemePreference, selectLanguage } = preferencesSlice.selectors;
export default preferencesSlice;
