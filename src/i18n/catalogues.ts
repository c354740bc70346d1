import ar from './locales/ar';
import authAr from './locales/auth/ar';
import authDe from './locales/auth/de';
import authEn, { type AuthCatalogue } from './locales/auth/en';
import authEs from './locales/auth/es';
import authFr from './locales/auth/fr';
import de from './locales/de';
import en, { type Catalogue as ShellCatalogue } from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import landingAr from './locales/landing/ar';
import landingDe from './locales/landing/de';
import landingEn, { type LandingCatalogue } from './locales/landing/en';
import landingEs from './locales/landing/es';
import landingFr from './locales/landing/fr';
import legalAr from './locales/legal/ar';
import legalDe from './locales/legal/de';
import legalEn, { type LegalCatalogue } from './locales/legal/en';
import legalEs from './locales/legal/es';
import legalFr from './locales/legal/fr';
import type { Language } from './languages';

/**
 * One catalogue per language: the shell's keys (locales/<lang>.ts) plus one namespace per group
 * of screens (locales/<namespace>/<lang>.ts). English is the reference; the types and
 * catalogues.test.ts keep the others complete.
 */
export type Catalogue = ShellCatalogue & {
  landing: LandingCatalogue;
  auth: AuthCatalogue;
  legal: LegalCatalogue;
};

export const catalogues: Record<Language, Catalogue> = {
  en: { ...en, landing: landingEn, auth: authEn, legal: legalEn },
  es: { ...es, landing: landingEs, auth: authEs, legal: legalEs },
  fr: { ...fr, landing: landingFr, auth: authFr, legal: legalFr },
  de: { ...de, landing: landingDe, auth: authDe, legal: legalDe },
  ar: { ...ar, landing: landingAr, auth: authAr, legal: legalAr },
};
