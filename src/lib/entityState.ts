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
