type SearchField = string | null | undefined;

const SEPARATOR = '\u0000';

let lastQuery = '';
let lastNeedle = '';
/** The query as matched: trimmed and lower-cased (the last one kept: a list asks once per row). */
function needleOf(query: string): string {
  if (query !== lastQuery) {
    lastQuery = query;
    lastNeedle = query.trim().toLocaleLowerCase();
  }
  return lastNeedle;
}

/** Case-insensitive substring match of `query` over the given field values (spec 5). Empty query matches all. */
export function matchesSearch(query: string, fields: readonly SearchField[]): boolean {
  const needle = needleOf(query);
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLocaleLowerCase().includes(needle));
}

/**
 * A list's search (spec 5) over the fields `fieldsOf` names: `matchesSearch`'s very match, with
 * each row's lower-cased text made once per row object, not once per keystroke. Rows are the
 * store's records, replaced (not changed) when they change, so a changed row is folded afresh; at
 * 100,000 rows a keystroke then costs a lookup and a substring test per row. The fields are joined
 * by NUL, so a match never spans two (a query holding NUL itself, from a hand-made URL, is matched
 * field by field).
 */
export function searchIn<Row extends object>(
  fieldsOf: (row: Row) => readonly SearchField[],
): (row: Row, query: string) => boolean {
  const folded = new WeakMap<Row, string>();
  return (row, query) => {
    const needle = needleOf(query);
    if (!needle) return true;
    if (needle.includes(SEPARATOR)) return matchesSearch(query, fieldsOf(row));
    let text = folded.get(row);
    if (text === undefined) {
      text = fieldsOf(row)
        .map((field) => (field ?? '').toLocaleLowerCase())
        .join(SEPARATOR);
      folded.set(row, text);
    }
    return text.includes(needle);
  };
}

/** A filter select's test (spec 2.4): `all` lets every value through. */
export const matchesFilter = <T>(value: T, filter: T | 'all'): boolean =>
  filter === 'all' || value === filter;
