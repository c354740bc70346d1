// Relative imports of plain modules: webpack.config.ts loads this file through ts-node.
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES } from '../i18n/languages';
import { EARLY_CLICK_ATTRIBUTE, holdEarlyInput } from '../lib/earlyInputHold';
import { pagePath, PRERENDERED_PATH_ATTRIBUTE } from '../lib/pagePath';
import { PERSIST_VERSION, ROOT_STORAGE_KEY } from '../store/persistKeys';
import { COLOR_MODE_ATTRIBUTE, THEME_PREFERENCES } from '../theme/colorMode';

interface StartupConfig {
  key: string;
  /** The newest persisted version the app reads (PERSIST_VERSION). */
  version: number;
  /** The colour schemes a user may choose (THEME_PREFERENCES). */
  themes: readonly string[];
  languages: readonly string[];
  defaultLanguage: string;
  rtl: readonly string[];
  attribute: string;
}

/**
 * Runs in the page's <head> before the first paint (inlined by the build, see startupScript below):
 * puts the saved colour scheme, language and direction on <html>, so nothing flashes. When the
 * saved language is not the page's (prerendered pages are in English), it marks the page
 * `data-render=client`, which hides any prerendered text until the app has rendered the page in
 * that language (boot.tsx, ThemeRoot).
 * Self-contained: it is serialised with toString(), so it may use nothing but its argument.
 */
export function applySavedPreferences(config: StartupConfig): void {
  const html = document.documentElement;
  let theme = 'system';
  let language = config.defaultLanguage;
  try {
    const root = JSON.parse(window.localStorage.getItem(config.key) || 'null') as Record<
      string,
      string
    > | null;
    const persisted = JSON.parse((root && root._persist) || 'null') as { version?: unknown } | null;
    const saved = JSON.parse((root && root.preferences) || 'null') as Record<string, unknown> | null;
    // As the app reads them (readStoredPreferences): saved by a version it knows and valid as a
    // whole, or the defaults. Data from a newer version put its language on the page, whose texts
    // were then preloaded for nothing, and its theme, until the app painted the defaults.
    if (
      saved &&
      persisted &&
      typeof persisted.version === 'number' &&
      persisted.version <= config.version &&
      config.themes.indexOf(saved.theme as string) >= 0 &&
      config.languages.indexOf(saved.language as string) >= 0
    ) {
      theme = saved.theme as string;
      language = saved.language as string;
    }
  } catch {
    // Unreadable or refused storage: the defaults (the app shows the notice).
  }
  const dark =
    theme === 'dark' ||
    (theme !== 'light' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: dark)').matches);
  html.setAttribute(config.attribute, dark ? 'dark' : 'light');
  if (language !== html.lang) {
    html.lang = language;
    html.dir = config.rtl.indexOf(language) >= 0 ? 'rtl' : 'ltr';
    html.setAttribute('data-render', 'client');
  }
}

/**
 * Runs in the page's <head> after applySavedPreferences: when the page holds markup prerendered for
 * another path (a host that answers every unknown path with the landing page's index.html), it marks
 * the page `data-render=client`, so that markup is never painted; the app renders the right page
 * afresh (boot.tsx) and shows it (ThemeRoot). `pageOf` is pagePath (src/lib/pagePath.ts).
 * Self-contained, like applySavedPreferences.
 */
export function hideAnotherPagesMarkup(attribute: string, pageOf: (pathname: string) => string): void {
  const html = document.documentElement;
  const prerendered = html.getAttribute(attribute);
  if (prerendered !== null && prerendered !== pageOf(window.location.pathname))
    html.setAttribute('data-render', 'client');
}

/**
 * The inline <script> body the build puts in every page's <head>, and the style it relies on. The
 * hold on early input comes first: it keeps a password out of the address, so nothing before it
 * may stop it.
 */
export function startupScript(): { script: string; style: string } {
  const config: StartupConfig = {
    key: ROOT_STORAGE_KEY,
    version: PERSIST_VERSION,
    themes: THEME_PREFERENCES,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    rtl: LANGUAGES.filter((language) => directionOf(language) === 'rtl'),
    attribute: COLOR_MODE_ATTRIBUTE,
  };
  return {
    script:
      `(${holdEarlyInput.toString()})(${JSON.stringify(`[${EARLY_CLICK_ATTRIBUTE}]`)});` +
      `(${applySavedPreferences.toString()})(${JSON.stringify(config)});` +
      `(${hideAnotherPagesMarkup.toString()})(${JSON.stringify(PRERENDERED_PATH_ATTRIBUTE)},${pagePath.toString()});`,
    style: 'html[data-render="client"] #root{visibility:hidden}',
  };
}
