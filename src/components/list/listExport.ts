import { CSV_BOM, csvCell, type CsvCell } from '@/lib/csv';
import { valueOf } from './listSort';
import type { ColumnVisibility, DataListColumn } from './listTypes';

/** A cell as written to CSV: its `exportValue`, or its value; numbers stay numbers. */
export function exportCell<Row>(row: Row, column: DataListColumn<Row>): CsvCell {
  const value = typeof column.exportValue === 'function' ? column.exportValue(row) : valueOf(row, column);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The columns a list exports: the visible ones that hold data (not the row's actions). */
export const exportedColumns = <Row>(
  columns: readonly DataListColumn<Row>[],
  visibility: ColumnVisibility,
): readonly DataListColumn<Row>[] =>
  columns.filter((column) => column.exportValue !== false && visibility[column.field] !== false);

/**
 * The CSV file of a list on a phone, where no grid is loaded: byte for byte what the grid's
 * `exportDataAsCsv` writes on a wide screen for the same rows and columns (a test compares them):
 * the byte-order mark, the header names, one line per row (already searched, filtered and sorted),
 * CRLF between lines, cells escaped as `csvCell` says, the whole trimmed as the grid trims it.
 */
export function listCsv<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  visibility: ColumnVisibility = {},
): string {
  const exported = exportedColumns(columns, visibility);
  const lines = [
    exported.map((column) => csvCell(column.headerName)).join(','),
    ...rows.map((row) => exported.map((column) => csvCell(exportCell(row, column))).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n').trim()}`;
}
