import type { TFunction } from 'i18next';
import type { Refusal } from '@/machines/lifecycle';

/** A status as a word inside a sentence: lower case, except in German, whose nouns keep theirs. */
export const statusInSentence = (t: TFunction, status: string, language: string): string => {
  const label = t(`status.${status}`, { defaultValue: status });
  return language.startsWith('de') ? label : label.toLocaleLowerCase(language);
};

/**
 * The reason a machine refused an action, as the tooltip and accessible description of the
 * disabled action: the machine says why (`refusalOf`), the catalogue says it in words.
 */
export function whyNotText(t: TFunction, refusal: Refusal, language: string): string {
  switch (refusal.reason) {
    case 'guard':
      return t(`admin.tools.whyNot.guard.${refusal.guard}`);
    case 'already':
      return t('admin.tools.whyNot.already', { status: statusInSentence(t, refusal.status, language) });
    case 'state':
      return t('admin.tools.whyNot.state', { status: statusInSentence(t, refusal.status, language) });
  }
}
