import { DAY_TEXT } from './calendarDay';

/** True when `value` looks like an RTK entity-adapter state whose every item passes `isItem`. */
export function isEntityState<T>(
  value: unknown,
  isItem: (item: unknown) => item is T,
  idOf: (item: T) => string | number,
): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { ids, entities } = value as { ids?: unknown; entities?: unknown };
  if (!Array.isArray(ids) || typeof entities !== 'object' || entities === null) return false;
  const record = entities as Record<string, unknown>;
  if (Object.keys(record).length !== ids.length) return false;
  return ids.every((id) => {
    const item = record[String(id)];
    return isItem(item) && String(idOf(item)) === String(id);
  });
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A date as the app writes it (`YYYY-MM-DD`, or `toISOString`'s `YYYY-MM-DDTHH:MM:SS.sssZ`, or that
 * without its milliseconds) with each part in range: a text `Date.parse` takes too (it takes day 31
 * in any month). A domain's check tests every record's dates as it is read, two a user: 200,000
 * `Date.parse` calls at 100,000 users, against this pattern first (docs/performance.md).
 */
const ISO_DATE =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{3})?Z)?$/;

/** Field checks for validating persisted state. */
export const isString = (value: unknown): value is string => typeof value === 'string';
/** A string `Date.parse` understands (an ISO timestamp or date); the app's own format without it. */
export const isTimestamp = (value: unknown): value is string =>
  isString(value) && (ISO_DATE.test(value) || !Number.isNaN(Date.parse(value)));
/** A plain `YYYY-MM-DD` date. */
export const isPlainDate = (value: unknown): value is string => isTimestamp(value) && DAY_TEXT.test(value);
/** A whole number, 0 or more. */
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
/** A finite amount of money, 0 or more. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
