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

/** Field checks for validating persisted state. */
export const isString = (value: unknown): value is string => typeof value === 'string';
/** A string `Date.parse` understands (an ISO timestamp or date). */
export const isTimestamp = (value: unknown): value is string =>
  isString(value) && !Number.isNaN(Date.parse(value));
/** A plain `YYYY-MM-DD` date. */
export const isPlainDate = (value: unknown): value is string =>
  isTimestamp(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A whole number, 0 or more. */
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
/** A finite amount of money, 0 or more. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
