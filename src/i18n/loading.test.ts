import type { Language } from './languages';
import landingAr from './locales/landing/ar';
import legalDe from './locales/legal/de';

/**
 * The test setup puts every catalogue into i18next (addAllCatalogues), so each test here starts
 * from fresh modules: a new i18next instance that knows only the English shell, and an empty cache
 * of loaded parts. The parts then really arrive through the loaders' dynamic imports.
 */
async function fresh() {
  jest.resetModules();
  const { i18n, initI18n } = await import('./instance');
  const { loadLanguage, loadNamespace } = await import('./loading');
  return { i18n, initI18n, loadLanguage, loadNamespace };
}

type I18n = Awaited<ReturnType<typeof fresh>>['i18n'];

const OTHER_LANGUAGES = ['es', 'fr', 'de', 'ar'] as const satisfies Language[];
const has = (i18n: I18n, language: Language, key: string) =>
  i18n.exists(key, { lng: language, fallbackLng: false });

describe('loading the catalogues per language', () => {
  afterEach(() => jest.dontMock('./locales/fr'));

  it('starts with the English shell only', async () => {
    const { i18n, initI18n } = await fresh();
    initI18n('en');
    expect(i18n.t('language.label')).toBe('Language');
    for (const language of OTHER_LANGUAGES)
      expect(i18n.hasResourceBundle(language, 'translation')).toBe(false);
    expect(has(i18n, 'en', 'landing.title')).toBe(false);
  });

  it('loadLanguage loads that language’s shell, and only that language', async () => {
    const { i18n, initI18n, loadLanguage } = await fresh();
    initI18n('en');
    await loadLanguage('es');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.getFixedT('es')('language.label')).toBe('Idioma');
    expect(has(i18n, 'es', 'landing.title')).toBe(false); // no namespace in use yet
    for (const language of ['fr', 'de', 'ar'] as const) {
      expect(i18n.hasResourceBundle(language, 'translation')).toBe(false);
    }
  });

  it('loadNamespace loads the namespace in the current language only, and nothing of the others', async () => {
    const { i18n, initI18n, loadNamespace } = await fresh();
    initI18n('en');
    await loadNamespace('landing');
    expect(has(i18n, 'en', 'landing.title')).toBe(true);
    expect(has(i18n, 'en', 'auth.login.title')).toBe(false);
    for (const language of OTHER_LANGUAGES)
      expect(i18n.hasResourceBundle(language, 'translation')).toBe(false);
  });

  it('a namespace in use comes with a language loaded later, merged into its shell', async () => {
    const { i18n, initI18n, loadLanguage, loadNamespace } = await fresh();
    initI18n('en');
    await loadNamespace('landing');
    await loadLanguage('ar');
    expect(i18n.getFixedT('ar')('landing.title')).toBe(landingAr.title);
    expect(i18n.getFixedT('ar')('language.label')).toBe('اللغة');
    expect(has(i18n, 'ar', 'auth.login.title')).toBe(false); // not in use
    expect(has(i18n, 'ar', 'legal.privacy.title')).toBe(false);

    // After the switch, a namespace taken into use loads in Arabic.
    await i18n.changeLanguage('ar');
    await loadNamespace('legal');
    expect(i18n.t('legal.privacy.title')).toBe(i18n.getFixedT('ar')('legal.privacy.title'));
    expect(has(i18n, 'ar', 'legal.privacy.title')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });

  it('a namespace taken into use while a language loads is loaded in that language too', async () => {
    const { i18n, initI18n, loadLanguage, loadNamespace } = await fresh();
    initI18n('en');
    const switching = loadLanguage('de');
    await loadNamespace('legal'); // the current language is still English
    await switching;
    expect(has(i18n, 'en', 'legal.terms.title')).toBe(true);
    expect(i18n.getFixedT('de')('legal.terms.title')).toBe(legalDe.terms.title);
  });

  it('works before initI18n: start-up can load the saved language first', async () => {
    const { i18n, initI18n, loadLanguage } = await fresh();
    expect(i18n.isInitialized).toBeFalsy();
    await loadLanguage('fr');
    initI18n('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('language.label')).toBe('Langue');
    expect(i18n.getFixedT('en')('language.label')).toBe('Language');
  });

  it('and after it: initI18n in the saved language, then its texts arrive', async () => {
    const { i18n, initI18n, loadLanguage } = await fresh();
    initI18n('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('language.label')).toBe('Language'); // English fallback until loaded
    await loadLanguage('de');
    expect(i18n.t('language.label')).toBe('Sprache');
  });

  it('imports each part once, however often and concurrently it is asked for', async () => {
    const { i18n, initI18n, loadLanguage, loadNamespace } = await fresh();
    initI18n('en');
    const added = jest.spyOn(i18n, 'addResourceBundle');
    await Promise.all([loadNamespace('auth'), loadNamespace('auth'), loadLanguage('fr'), loadLanguage('fr')]);
    await loadLanguage('fr');
    await loadNamespace('auth');
    const calls = added.mock.calls.map(
      ([language, , resources]) => `${language}:${Object.keys(resources)[0]}`,
    );
    expect(calls.sort()).toEqual(['en:auth', 'fr:app', 'fr:auth'].sort());
  });

  it('does not remember a failed import: a later call retries and succeeds', async () => {
    let offline = true;
    const { i18n, initI18n, loadLanguage } = await fresh();
    jest.doMock('./locales/fr', () => {
      if (offline) throw new Error('Loading chunk i18n-shell-fr failed');
      return jest.requireActual('./locales/fr');
    });
    initI18n('en');
    await expect(loadLanguage('fr')).rejects.toThrow('i18n-shell-fr');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);

    offline = false;
    await loadLanguage('fr');
    expect(i18n.getFixedT('fr')('language.label')).toBe('Langue');
  });
});
