import { PAGE_PARAM } from '@/components/list/usePageParam';
import { isCalendarDay } from '@/lib/calendarDay';
import { PAYMENT_LIST_FILTERS, type PaymentRange } from './paymentListFilters';

/**
 * Payments' Advanced Filters (issue 12): an amount range, a date range, the method and the status,
 * all in the URL (`?min=&max=&from=&to=&method=&status=`) so that a reload or a pasted link shows
 * the same rows. The status is the same parameter as the filter bar's status select.
 */
export const RANGE_PARAMS = ['min', 'max', 'from', 'to'] as const;
export type RangeParam = (typeof RANGE_PARAMS)[number];

/** The panel's fields as typed (text), `all` for an unset method or status. */
export interface AdvancedDraft extends Record<string, string> {
  min: string;
  max: string;
  from: string;
  to: string;
  method: string;
  status: string;
}

export type AdvancedField = keyof AdvancedDraft & string;

export type AdvancedError = 'amountInvalid' | 'amountNegative' | 'amountOrder' | 'dateInvalid' | 'dateOrder';

// Digits, with one decimal point or comma: 1500, 99.50, 99,5. No sign, no thousands separators.
const AMOUNT_PATTERN = /^\d+(?:[.,]\d+)?$/;

/** Arabic-Indic and Persian digits as ASCII ones, the Arabic decimal separator as a point. */
const westernDigits = (text: string): string =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');

/**
 * An amount as typed: null when empty, else the number or why it is not one. Digits in any of the
 * scripts an Arabic keyboard types are read too.
 */
export function parseAmount(text: string): number | null | 'invalid' | 'negative' {
  const trimmed = westernDigits(text.trim());
  if (trimmed === '') return null;
  if (/^-\s*\d/.test(trimmed) && AMOUNT_PATTERN.test(trimmed.replace(/^-\s*/, ''))) return 'negative';
  if (!AMOUNT_PATTERN.test(trimmed)) return 'invalid';
  return Number(trimmed.replace(',', '.'));
}

const amountOf = (text: string | null): number | null => {
  const parsed = parseAmount(text ?? '');
  return typeof parsed === 'number' ? parsed : null;
};

const dateOf = (text: string | null): string | null => (text && isCalendarDay(text) ? text : null);

/** The range the URL asks for; a value that is not a valid amount or date is ignored. */
export const paymentRangeFrom = (params: URLSearchParams): PaymentRange => ({
  minAmount: amountOf(params.get('min')),
  maxAmount: amountOf(params.get('max')),
  from: dateOf(params.get('from')),
  to: dateOf(params.get('to')),
});

const optionOf = (options: readonly string[], value: string | null): string =>
  value !== null && options.includes(value) ? value : options[0]!;

/** The panel's fields as the URL sets them now (what it opens with). */
export function advancedDraftFrom(params: URLSearchParams): AdvancedDraft {
  const range = paymentRangeFrom(params);
  return {
    min: range.minAmount === null ? '' : String(range.minAmount),
    max: range.maxAmount === null ? '' : String(range.maxAmount),
    from: range.from ?? '',
    to: range.to ?? '',
    method: optionOf(PAYMENT_LIST_FILTERS.method, params.get('method')),
    status: optionOf(PAYMENT_LIST_FILTERS.status, params.get('status')),
  };
}

const amountError = (text: string): AdvancedError | undefined => {
  const parsed = parseAmount(text);
  if (parsed === 'invalid') return 'amountInvalid';
  if (parsed === 'negative') return 'amountNegative';
  return undefined;
};

/**
 * The message code of each field that is wrong: amounts are numbers of 0 or more with the minimum
 * not above the maximum (said at the maximum), dates are dates with the start not after the end
 * (said at the end). Empty fields are fine: that end of the range is open.
 */
export function validateAdvancedDraft(draft: AdvancedDraft): Partial<Record<AdvancedField, AdvancedError>> {
  const errors: Partial<Record<AdvancedField, AdvancedError>> = {};
  const min = amountError(draft.min);
  const max = amountError(draft.max);
  if (min) errors.min = min;
  if (max) errors.max = max;
  const low = parseAmount(draft.min);
  const high = parseAmount(draft.max);
  if (!min && !max && typeof low === 'number' && typeof high === 'number' && low > high) {
    errors.max = 'amountOrder';
  }
  for (const field of ['from', 'to'] as const) {
    if (draft[field].trim() !== '' && !isCalendarDay(draft[field].trim())) errors[field] = 'dateInvalid';
  }
  if (!errors.from && !errors.to && draft.from && draft.to && draft.from > draft.to) errors.to = 'dateOrder';
  return errors;
}

/**
 * The URL after Apply: each field set, or removed when empty or `all`; the list goes back to page 1.
 * Amounts are written as numbers (99,5 becomes 99.5). Call only with a valid draft.
 */
export function withAdvancedDraft(params: URLSearchParams, draft: AdvancedDraft): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<AdvancedField, string> = {
    min: amountParam(draft.min),
    max: amountParam(draft.max),
    from: draft.from.trim(),
    to: draft.to.trim(),
    method: draft.method === PAYMENT_LIST_FILTERS.method[0] ? '' : draft.method,
    status: draft.status === PAYMENT_LIST_FILTERS.status[0] ? '' : draft.status,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete(PAGE_PARAM);
  return next;
}

const amountParam = (text: string): string => {
  const parsed = parseAmount(text);
  return typeof parsed === 'number' ? String(parsed) : '';
};

export const EMPTY_ADVANCED_DRAFT: AdvancedDraft = {
  min: '',
  max: '',
  from: '',
  to: '',
  method: PAYMENT_LIST_FILTERS.method[0],
  status: PAYMENT_LIST_FILTERS.status[0],
};

/**
 * How many advanced filters are on, shown on the button: the amount range, the date range, the
 * method and the status count one each.
 */
export function activeAdvancedCount(params: URLSearchParams): number {
  const range = paymentRangeFrom(params);
  const draft = advancedDraftFrom(params);
  return [
    range.minAmount !== null || range.maxAmount !== null,
    range.from !== null || range.to !== null,
    draft.method !== PAYMENT_LIST_FILTERS.method[0],
    draft.status !== PAYMENT_LIST_FILTERS.status[0],
  ].filter(Boolean).length;
}
