/** How many items are in each status, with every status of the machine present (0 when none). */
export function countByStatus<S extends string>(
  statuses: readonly S[],
  items: readonly { status: S }[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** The items in each status, with every status of the machine present (empty when none). */
export function groupByStatus<S extends string, T extends { status: S }>(
  statuses: readonly S[],
  items: readonly T[],
): Record<S, T[]> {
  const groups = Object.fromEntries(statuses.map((s) => [s, [] as T[]])) as Record<S, T[]>;
  for (const item of items) groups[item.status].push(item);
  return groups;
}
