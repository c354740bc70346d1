/** Case-insensitive substring match of `query` over the given field values (spec 5). Empty query matches all. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLocaleLowerCase().includes(needle));
}

/** A filter select's test (spec 2.4): `all` lets every value through. */
export const matchesFilter = <T>(value: T, filter: T | 'all'): boolean =>
  filter === 'all' || value === filter;
