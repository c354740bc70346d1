import { JOB_PAYMENT_FEE_RATE, JOB_POSTING_FEES } from '@/lib/fees';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

/** Spec 2.2 and 9: users must be 18 or older; material term changes need 30 days' notice. */
export const MINIMUM_AGE = 18;
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;

/** "November 22, 2026", "22 novembre 2026": a date in the long style of `language`. */
export function formatLegalDate(date: Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** The figures the legal texts quote, formatted for `language` (spec 9 fees, spec 2.2 limits). */
export function legalValues(language: string): Record<string, string> {
  const number = numberFormat(language);
  const dollars = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return {
    minimumAge: number.format(MINIMUM_AGE),
    noticeDays: number.format(MATERIAL_CHANGE_NOTICE_DAYS),
    brokerFee: dollars.format(JOB_POSTING_FEES.broker),
    shipperFee: dollars.format(JOB_POSTING_FEES.shipper),
    paymentFee: numberFormat(language, { style: 'percent' }).format(JOB_PAYMENT_FEE_RATE),
  };
}
