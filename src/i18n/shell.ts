import ar from './locales/ar';
import de from './locales/de';
import en, { type Catalogue as ShellCatalogue } from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import type { Language } from './languages';

/** The texts of the app shell and the admin area, in the entry bundle (see namespaces.ts). */
export const shellCatalogues: Record<Language, ShellCatalogue> = { en, es, fr, de, ar };
