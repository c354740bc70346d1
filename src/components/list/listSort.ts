import type { DataListColumn } from './DataList';
import type { SortState } from './useSortParam';

/** A column's value: its `valueGetter`, or `row[field]`. */
export const valueOf = <Row>(row: Row, column: DataListColumn<Row>): unknown =>
  column.valueGetter ? column.valueGetter(row) : (row as Record<string, unknown>)[column.field];

/** A column's share of the table's width, from the columns' `flex` (1 each by default). */
export function widthOf<Row>(column: DataListColumn<Row>, columns: readonly DataListColumn<Row>[]): string {
  const sum = columns.reduce((total, c) => total + (c.flex ?? 1), 0);
  return `${(((column.flex ?? 1) / sum) * 100).toFixed(2)}%`;
}

/** The rows in the list's sort (all of them, not one page); the rows themselves when unsorted. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sort: SortState | null,
  language: string,
): readonly Row[] {
  const column = sort && columns.find((c) => c.field === sort.field && c.sortable !== false);
  if (!sort || !column) return rows;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Each value read once, not once per comparison.
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row, column) }));
  keyed.sort((a, b) => sign * compareValues(a.value, b.value, collator) || a.index - b.index);
  return keyed.map((entry) => entry.row);
}

function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}
