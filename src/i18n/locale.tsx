import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './instance';

/** The current language's `t` and the language's code, for what is drawn once per row of a list. */
export interface Locale {
  t: TFunction;
  language: string;
}

const LocaleContext = createContext<Locale | null>(null);

/**
 * Outside a `LocaleProvider` (a component rendered alone in a test): the instance's own `t` and
 * language as they are when read. Nothing re-renders it when the language changes.
 */
const DETACHED: Locale = {
  get t() {
    return i18n.t;
  },
  get language() {
    return i18n.language;
  },
};

/**
 * Gives everything under it the language through one `useTranslation`, renewed when the language
 * changes (react-i18next then hands out a new `t`).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  const locale = useMemo(() => ({ t, language }), [t, language]);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/**
 * `t` and the language, read from `LocaleProvider` (src/app/providers/AppProviders.tsx): for the
 * components a list draws once per row, and again on every page, sort and filter change (cells,
 * status chips, row actions, pager items). Each `useTranslation` that mounts copies the i18next
 * instance's properties into a wrapper of its own, about 0.1 ms each on this machine; a users page
 * of 10 rows mounted 80 of them, 10.8 ms of its first render (docs/performance.md). Screens, mounted
 * once, keep `useTranslation`. Re-renders when the language changes, as `useTranslation` does.
 */
export function useLocale(): Locale {
  return useContext(LocaleContext) ?? DETACHED;
}
