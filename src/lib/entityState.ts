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

/** The number written by `text`'s digits from `from` to `to`, or -1 when one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let number = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * Whether `text` is a date as the app writes it (`YYYY-MM-DD`, or `toISOString`'s
 * `YYYY-MM-DDTHH:MM:SS.sssZ`, or that without its milliseconds) with each part in range: a test
 * `Date.parse` passes too (it takes day 31 in any month), without it. A domain's check tests every
 * record's dates as it is read: two a user, 200,000 `Date.parse` calls at 100,000 users, 28 ms in
 * Node against 8 ms for this test (docs/performance.md).
 */
function isIsoDate(text: string): boolean {
  const { length } = text;
  if (length !== 10 && length !== 20 && length !== 24) return false;
  if (text[4] !== '-' || text[7] !== '-' || digitsAt(text, 0, 4) < 0) return false;
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  if (length === 10) return true;
  if (text[10] !== 'T' || text[13] !== ':' || text[16] !== ':' || text[length - 1] !== 'Z') return false;
  if (length === 24 && (text[19] !== '.' || digitsAt(text, 20, 23) < 0)) return false;
  const hour = digitsAt(text, 11, 13);
  const minute = digitsAt(text, 14, 16);
  const second = digitsAt(text, 17, 19);
  return hour >= 0 && hour < 24 && minute >= 0 && minute < 60 && second >= 0 && second < 60;
}

/** Field checks for validating persisted state. */
export const isString = (value: unknown): value is string => typeof value === 'string';
/** A string `Date.parse` understands (an ISO timestamp or date); the app's own format without it. */
export const isTimestamp = (value: unknown): value is string =>
  isString(value) && (isIsoDate(value) || !Number.isNaN(Date.parse(value)));
/** A plain `YYYY-MM-DD` date. */
export const isPlainDate = (value: unknown): value is string =>
  isTimestamp(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A whole number, 0 or more. */
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
/** A finite amount of money, 0 or more. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
