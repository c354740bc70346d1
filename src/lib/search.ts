/** Case-insensitive substring match of `query` over the given field values (spec 5). Empty query matches all. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLocaleLowerCase().includes(needle));
}
