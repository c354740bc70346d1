import { makeStore } from '@/app/store';
import preferencesSlice, {
  isPreferencesState,
  languageApplied,
  selectLanguage,
  selectThemePreference,
  themeChosen,
} from './preferencesSlice';

describe('preferences', () => {
  it('defaults to the system theme and English', () => {
    const state = makeStore().getState();
    expect(selectThemePreference(state)).toBe('system');
    expect(selectLanguage(state)).toBe('en');
  });

  it('records the chosen theme and the applied language', () => {
    const store = makeStore();
    store.dispatch(themeChosen('dark'));
    store.dispatch(languageApplied('ar'));
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(selectLanguage(store.getState())).toBe('ar');
  });

  it('validates what is read back', () => {
    expect(isPreferencesState(preferencesSlice.getInitialState())).toBe(true);
    expect(isPreferencesState({ theme: 'dark', language: 'de' })).toBe(true);
    expect(isPreferencesState({ theme: 'purple', language: 'en' })).toBe(false);
    expect(isPreferencesState({ theme: 'dark', language: 'xx' })).toBe(false);
    expect(isPreferencesState('dark')).toBe(false);
    expect(isPreferencesState(null)).toBe(false);
  });
});
