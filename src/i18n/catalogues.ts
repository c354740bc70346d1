import adminAr from './locales/admin/ar';
import adminDe from './locales/admin/de';
import adminEn from './locales/admin/en';
import adminEs from './locales/admin/es';
import adminFr from './locales/admin/fr';
import ar from './locales/ar';
import authAr from './locales/auth/ar';
import authDe from './locales/auth/de';
import authEn from './locales/auth/en';
import authEs from './locales/auth/es';
import authFr from './locales/auth/fr';
import de from './locales/de';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import landingAr from './locales/landing/ar';
import landingDe from './locales/landing/de';
import landingEn from './locales/landing/en';
import landingEs from './locales/landing/es';
import landingFr from './locales/landing/fr';
import legalAr from './locales/legal/ar';
import legalDe from './locales/legal/de';
import legalEn from './locales/legal/en';
import legalEs from './locales/legal/es';
import legalFr from './locales/legal/fr';
import { LANGUAGES, type Language } from './languages';
import { addPart, NAMESPACES, type NamespaceCatalogues, type ShellCatalogue } from './loading';

/**
 * Every catalogue of every language, imported statically: for the parity test, the prerender (Node)
 * and Jest. The app never imports this module; it loads each part per language (loading.ts).
 *
 * One catalogue per language: the shell's keys (locales/<lang>.ts) plus one namespace per group
 * of screens (locales/<namespace>/<lang>.ts). English is the reference; the types and
 * catalogues.test.ts keep the others complete.
 */
export type Catalogue = ShellCatalogue & NamespaceCatalogues;

const shells: Record<Language, ShellCatalogue> = { en, es, fr, de, ar };

const namespaces: { [N in keyof NamespaceCatalogues]: Record<Language, NamespaceCatalogues[N]> } = {
  landing: { en: landingEn, es: landingEs, fr: landingFr, de: landingDe, ar: landingAr },
  auth: { en: authEn, es: authEs, fr: authFr, de: authDe, ar: authAr },
  legal: { en: legalEn, es: legalEs, fr: legalFr, de: legalDe, ar: legalAr },
  admin: { en: adminEn, es: adminEs, fr: adminFr, de: adminDe, ar: adminAr },
};

const catalogueOf = (l: Language): Catalogue => ({
  ...shells[l],
  landing: namespaces.landing[l],
  auth: namespaces.auth[l],
  legal: namespaces.legal[l],
  admin: namespaces.admin[l],
});

export const catalogues: Record<Language, Catalogue> = {
  en: catalogueOf('en'),
  es: catalogueOf('es'),
  fr: catalogueOf('fr'),
  de: catalogueOf('de'),
  ar: catalogueOf('ar'),
};

/**
 * Puts every language's shell and namespaces into i18next at once, synchronously, and records them
 * as loaded (so `loadLanguage` and `loadNamespace` resolve without importing anything). For the
 * server-side prerender and Jest; initialises i18next in English if nobody did yet.
 */
export function addAllCatalogues(): void {
  for (const language of LANGUAGES) {
    addPart('shell', language, shells[language]);
    for (const namespace of NAMESPACES) addPart(namespace, language, namespaces[namespace][language]);
  }
}
