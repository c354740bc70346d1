import type { DataListColumn, SortState } from './listTypes';

/** A column's value: its `valueGetter`, or `row[field]`. */
export const valueOf = <Row>(row: Row, column: DataListColumn<Row>): unknown =>
  column.valueGetter ? column.valueGetter(row) : (row as Record<string, unknown>)[column.field];

/** The list's collator: numbers in text by value ("Job 9" before "Job 10"), case and accents aside. */
export const listCollator = (language: string) =>
  new Intl.Collator(language, { numeric: true, sensitivity: 'base' });

/**
 * The one order of a column's values, for the grid's headers (its `sortComparator`) and the cards
 * alike: numbers by value, everything else as text in the language's order.
 */
export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/**
 * The rows in the list's sort, for the cards under 768 px and their export (the grid sorts its own);
 * the rows themselves when unsorted. Stable: equal values keep the rows' order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sort: SortState | null,
  language: string,
): readonly Row[] {
  const column = sort && columns.find((c) => c.field === sort.field && c.sortable !== false);
  if (!sort || !column) return rows;
  const collator = listCollator(language);
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Each value read once, not once per comparison.
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row, column) }));
  keyed.sort((a, b) => sign * compareValues(a.value, b.value, collator) || a.index - b.index);
  return keyed.map((entry) => entry.row);
}
