import { dateTimeFormat, numberFormat } from '@/lib/intl';

/** Whole dollars in the language's format: "$2,450". */
export const formatDollars = (amount: number, locale: string): string =>
  numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

/** Short dollars: "$2.5M". */
export const formatCompactDollars = (amount: number, locale: string): string =>
  numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);

/** The short month name of an ISO date (UTC): "Jan". */
export const formatMonth = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** The long month name of an ISO date (UTC): "January". */
export const formatLongMonth = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(iso));
