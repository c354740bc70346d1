import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import en from './locales/en';

/**
 * Initialises the one i18next instance the app uses. Safe to call more than once: a later call
 * changes the language.
 *
 * Only the English shell (the default and fallback language) is in the entry bundle and given
 * here; every other part of the catalogue is added by `loadLanguage` and `loadNamespace`
 * (loading.ts), or all at once by `addAllCatalogues` (catalogues.ts) on the server and in tests.
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LANGUAGE]: { translation: en } },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes what it renders
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

export { i18n };
