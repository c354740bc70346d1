import { dateTimeFormat } from '@/lib/intl';

/** Spec 2.2: the business hours the footer shows, as 24-hour clock hours. */
export const BUSINESS_HOURS = [
  { days: 'weekdays', open: 8, close: 18 },
  { days: 'saturday', open: 9, close: 16 },
  { days: 'sunday', open: null, close: null },
] as const;

export type BusinessDays = (typeof BUSINESS_HOURS)[number]['days'];

/** A whole hour as the language writes clock times: "8:00 AM" in English, "08:00" in German. */
export function formatHour(hour: number, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, hour, 0));
}
