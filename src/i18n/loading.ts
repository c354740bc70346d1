import { i18n, initI18n } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { AdminCatalogue } from './locales/admin/en';
import type { AuthCatalogue } from './locales/auth/en';
import type { Catalogue as ShellCatalogue } from './locales/en';
import type { LandingCatalogue } from './locales/landing/en';
import type { LegalCatalogue } from './locales/legal/en';

/**
 * Per-language loading of the catalogues. A language's catalogue is made of parts: its shell (the
 * app shell and the admin area, locales/<lang>.ts) and one namespace per group of public screens
 * (locales/<namespace>/<lang>.ts), each its own chunk. Only the English shell is in the entry
 * bundle (instance.ts); everything else is added to i18next's one `translation` namespace (deep
 * merge) when asked for, and then kept.
 */
export type { ShellCatalogue };

/**
 * Groups of screens' texts, each loaded with its screens: the public screens' (marketing, legal,
 * account) and the admin area's (loaded with it, so no public page carries them).
 */
export interface NamespaceCatalogues {
  admin: AdminCatalogue;
  landing: LandingCatalogue;
  auth: AuthCatalogue;
  legal: LegalCatalogue;
}
export type Namespace = keyof NamespaceCatalogues;
export const NAMESPACES = ['landing', 'auth', 'legal', 'admin'] as const satisfies readonly Namespace[];

/** A loadable piece of one language's catalogue. */
export type Part = 'shell' | Namespace;
export type PartCatalogue<P extends Part> = P extends Namespace ? NamespaceCatalogues[P] : ShellCatalogue;

type Loader<T> = () => Promise<{ default: T }>;

// One chunk per part and language: the names show in the build (scripts/bundle-report.cjs).
const shellLoaders: Record<Exclude<Language, 'en'>, Loader<ShellCatalogue>> = {
  es: () => import(/* webpackChunkName: "i18n-shell-es" */ './locales/es'),
  fr: () => import(/* webpackChunkName: "i18n-shell-fr" */ './locales/fr'),
  de: () => import(/* webpackChunkName: "i18n-shell-de" */ './locales/de'),
  ar: () => import(/* webpackChunkName: "i18n-shell-ar" */ './locales/ar'),
};

const namespaceLoaders: { [N in Namespace]: Record<Language, Loader<NamespaceCatalogues[N]>> } = {
  admin: {
    en: () => import(/* webpackChunkName: "i18n-admin-en" */ './locales/admin/en'),
    es: () => import(/* webpackChunkName: "i18n-admin-es" */ './locales/admin/es'),
    fr: () => import(/* webpackChunkName: "i18n-admin-fr" */ './locales/admin/fr'),
    de: () => import(/* webpackChunkName: "i18n-admin-de" */ './locales/admin/de'),
    ar: () => import(/* webpackChunkName: "i18n-admin-ar" */ './locales/admin/ar'),
  },
  landing: {
    en: () => import(/* webpackChunkName: "i18n-landing-en" */ './locales/landing/en'),
    es: () => import(/* webpackChunkName: "i18n-landing-es" */ './locales/landing/es'),
    fr: () => import(/* webpackChunkName: "i18n-landing-fr" */ './locales/landing/fr'),
    de: () => import(/* webpackChunkName: "i18n-landing-de" */ './locales/landing/de'),
    ar: () => import(/* webpackChunkName: "i18n-landing-ar" */ './locales/landing/ar'),
  },
  auth: {
    en: () => import(/* webpackChunkName: "i18n-auth-en" */ './locales/auth/en'),
    es: () => import(/* webpackChunkName: "i18n-auth-es" */ './locales/auth/es'),
    fr: () => import(/* webpackChunkName: "i18n-auth-fr" */ './locales/auth/fr'),
    de: () => import(/* webpackChunkName: "i18n-auth-de" */ './locales/auth/de'),
    ar: () => import(/* webpackChunkName: "i18n-auth-ar" */ './locales/auth/ar'),
  },
  legal: {
    en: () => import(/* webpackChunkName: "i18n-legal-en" */ './locales/legal/en'),
    es: () => import(/* webpackChunkName: "i18n-legal-es" */ './locales/legal/es'),
    fr: () => import(/* webpackChunkName: "i18n-legal-fr" */ './locales/legal/fr'),
    de: () => import(/* webpackChunkName: "i18n-legal-de" */ './locales/legal/de'),
    ar: () => import(/* webpackChunkName: "i18n-legal-ar" */ './locales/legal/ar'),
  },
};

const keyOf = (part: Part, language: Language) => `${part}/${language}`;

/** Parts in i18next ("landing/ar"). The English shell is given to i18next by initI18n. */
const loaded = new Set<string>([keyOf('shell', DEFAULT_LANGUAGE)]);
/** Parts being imported; a failed import is dropped, so the next call tries again. */
const inFlight = new Map<string, Promise<void>>();
/** Namespaces asked for with loadNamespace: a language loaded later brings them too. */
const inUse = new Set<Namespace>();
/** The language loadLanguage was last asked for (about to be applied, or already applied). */
let requested: Language | undefined;

/** i18next must be initialised before resources can be added: with English, if nobody did yet. */
function ensureInitialised(): void {
  if (!i18n.isInitialized) initI18n(DEFAULT_LANGUAGE);
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function addBundle(part: Part, language: Language, catalogue: object): void {
  ensureInitialised();
  const resources = part === 'shell' ? catalogue : { [part]: catalogue };
  i18n.addResourceBundle(language, 'translation', resources, true, true);
  loaded.add(keyOf(part, language));
}

/**
 * Puts a part that is already at hand into i18next and records it as loaded, so it is never
 * imported (catalogues.ts uses it to add everything at once).
 */
export function addPart<P extends Part>(part: P, language: Language, catalogue: PartCatalogue<P>): void {
  addBundle(part, language, catalogue);
}

function importPart(part: Part, language: Language): Promise<{ default: object }> {
  if (part !== 'shell') return namespaceLoaders[part][language]();
  // The English shell is in the entry bundle and always loaded: nothing to import.
  return language === 'en' ? Promise.resolve({ default: {} }) : shellLoaders[language]();
}

/** Loads one part (once; calls while it is on its way share the one import). */
function loadPart(part: Part, language: Language): Promise<void> {
  const key = keyOf(part, language);
  if (loaded.has(key)) return Promise.resolve();
  let pending = inFlight.get(key);
  if (!pending) {
    pending = importPart(part, language)
      .then(({ default: catalogue }) => addBundle(part, language, catalogue))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

const missingParts = (language: Language): Part[] =>
  (['shell', ...inUse] as Part[]).filter((part) => !loaded.has(keyOf(part, language)));

/**
 * Loads a language: its shell (nothing for English) and every namespace in use so far, in that
 * language. Resolves when they are all in i18next, so `i18n.changeLanguage(language)` shows them;
 * a namespace taken into use while this runs is waited for too. Idempotent: a part is imported
 * once, and a failed import is not remembered (the promise rejects; calling again retries).
 *
 * Works before or after `initI18n`: if i18next is not initialised yet, it is initialised in
 * English first (initI18n(language) afterwards then only changes the language). Start-up can
 * therefore call `initI18n(saved)` and `await loadLanguage(saved)` in either order, as long as
 * the first render waits for the load.
 */
export async function loadLanguage(language: Language): Promise<void> {
  ensureInitialised();
  requested = language;
  try {
    for (let missing = missingParts(language); missing.length > 0; missing = missingParts(language)) {
      await Promise.all(missing.map((part) => loadPart(part, language)));
    }
  } catch (error) {
    if (requested === language) requested = undefined;
    throw error;
  }
}

/**
 * Loads a namespace's texts for the current language (`i18n.language`), and for the language being
 * switched to if that is another one, and remembers that the namespace is in use: a language
 * loaded later comes with it. Resolves when the texts can be used.
 */
export function loadNamespace(namespace: Namespace): Promise<void> {
  ensureInitialised();
  inUse.add(namespace);
  const languages = new Set([currentLanguage(), ...(requested ? [requested] : [])]);
  return Promise.all([...languages].map((language) => loadPart(namespace, language))).then(() => undefined);
}
