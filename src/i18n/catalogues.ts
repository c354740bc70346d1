import ar from './locales/ar';
import de from './locales/de';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import type { Language } from './languages';
import type { Catalogue } from './locales/en';

export const catalogues: Record<Language, Catalogue> = { en, es, fr, de, ar };
