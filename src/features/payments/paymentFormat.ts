import { numberFormat } from '@/lib/intl';

/** Dollars with cents, in the current language (payments carry cents, e.g. a 5 percent fee). */
export const moneyFormat = (language: string) =>
  numberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The translation key of a payment method (the data holds the English name). */
export const METHOD_KEYS = {
  'Bank Transfer': 'bankTransfer',
  'Credit Card': 'creditCard',
} as const;
