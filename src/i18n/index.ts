import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellCatalogues } from './shell';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export * from './languages';

/** Initialises the one i18next instance the app uses. Safe to call more than once. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: shellCatalogues[l] }])),
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
