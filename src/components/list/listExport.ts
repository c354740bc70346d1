import { toCsv, type CsvCell } from '@/lib/csv';
import type { DataListColumn } from './DataList';
import { valueOf } from './listSort';

/** A cell as written to CSV: its `exportValue`, or its value; numbers stay numbers. */
export function exportCell<Row>(row: Row, column: DataListColumn<Row>): CsvCell {
  const value = typeof column.exportValue === 'function' ? column.exportValue(row) : valueOf(row, column);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * The CSV of a list as it is shown: every row given (already searched, filtered and sorted), the
 * given columns (the shown ones) less those without data (`exportValue: false`), headed by their
 * header names.
 */
export function listCsv<Row>(rows: readonly Row[], columns: readonly DataListColumn<Row>[]): string {
  const exported = columns.filter((column) => column.exportValue !== false);
  const body = rows.map((row) => exported.map((column) => exportCell(row, column)));
  return toCsv(
    exported.map((column) => column.headerName),
    body,
  );
}
