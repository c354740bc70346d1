export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages written right to left. */
const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar']);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';

/** Each language's own name, shown in the language menu whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};
