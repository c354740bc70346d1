import { CSV_BOM, csvCell, type CsvCell } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { yieldToBrowser } from '@/lib/inTasks';
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

/** One row as a CSV line: each exported column's cell, escaped. */
const csvLine = <Row>(row: Row, exported: readonly DataListColumn<Row>[]) =>
  exported.map((column) => csvCell(exportCell(row, column))).join(',');

/** The header line and the end of the file, as the grid writes them. */
const headerLine = <Row>(exported: readonly DataListColumn<Row>[]) =>
  exported.map((column) => csvCell(column.headerName)).join(',');

/**
 * A CSV file as the grid writes it (the byte-order mark, then `lines` with CRLF between them, the
 * whole trimmed), as parts: `lines.join('\r\n').trim()` without the joined text (`FileText`).
 */
export function csvFileParts(lines: readonly string[]): string[] {
  const parts = lines.flatMap((line, index) => (index === 0 ? [line] : ['\r\n', line]));
  while (parts.length > 0 && parts[0]!.trimStart() === '') parts.shift();
  while (parts.length > 0 && parts.at(-1)!.trimEnd() === '') parts.pop();
  if (parts.length > 0) {
    parts[0] = parts[0]!.trimStart();
    parts[parts.length - 1] = parts.at(-1)!.trimEnd();
  }
  return [CSV_BOM, ...parts];
}

/**
 * The CSV file of a list in one call (the text `exportListCsv` writes in batches, and what the tests
 * compare): byte for byte what the grid's `exportDataAsCsv` writes for the same rows and columns: the byte-order mark, the header names, one line per row
 * (already searched, filtered and sorted), CRLF between lines, cells escaped as `csvCell` says, the
 * whole trimmed as the grid trims it.
 */
export function listCsv<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  visibility: ColumnVisibility = {},
): string {
  const exported = exportedColumns(columns, visibility);
  return csvFileParts([headerLine(exported), ...rows.map((row) => csvLine(row, exported))]).join('');
}

/**
 * The most rows the cards' writer writes between two pauses (the time budget below usually ends a
 * batch sooner). The grid's writer, which also hands each batch to a grid, takes half as many
 * (CsvWriterGrid).
 */
export const EXPORT_BATCH_SIZE = 5000;

/** Rows in the first batch, before the writer's pace is known (its code is not optimised yet). */
const FIRST_EXPORT_BATCH = 250;

/**
 * How long one batch should take. A batch is a task of its own, and a major garbage collection of
 * the page's heap at 100,000 records (traced pauses of about 120 to 230 ms, docs/performance.md)
 * can fall into any task: short batches leave it the most room under the 200 ms of issue 20.
 * Fixed batches of 2,500 grid rows took 77 to 140 ms each.
 */
const EXPORT_BATCH_MS = 30;

export interface ExportOptions {
  /** The most rows in one batch. */
  batchSize?: number;
  /** A batch's time budget: the next batch holds as many rows as the last one's pace fits in it. */
  budgetMs?: number;
  /** Waited for after each batch of rows: the browser handles input and paints meanwhile. */
  pause?: () => Promise<void>;
  /** Aborted: no more batches and no file (the list that asked for it is gone). */
  signal?: AbortSignal;
  /** The clock batches are timed by (tests). */
  now?: () => number;
}

/**
 * Rows in the batch after one of `rows` rows that took `ms`: as many as fit `budgetMs` at that
 * pace, at most twice as many as that batch (a fast batch may have been a lucky one) and at most
 * `most`; at least one.
 */
export const nextBatchSize = (rows: number, ms: number, budgetMs: number, most: number): number =>
  Math.max(1, Math.min(most, 2 * rows, Math.floor((rows * budgetMs) / Math.max(ms, 0.1))));

/**
 * Downloads a CSV file of `count` rows written a batch of rows at a time, with a pause for the
 * browser between batches, so that 100,000 rows never hold the page for long: `header` is its first
 * line, `batch(first, last)` the lines of rows `first` to `last - 1` (CRLF between them). Each
 * batch is sized to take about `budgetMs` at the pace of the one before (`nextBatchSize`). The file
 * as the grid writes it: byte-order mark, CRLF between lines, the whole trimmed. Resolves true once
 * the file is downloaded, false when `signal` stopped it first.
 */
export async function downloadCsvInBatches(
  fileName: string,
  count: number,
  header: string,
  batch: (first: number, last: number) => string,
  {
    batchSize = EXPORT_BATCH_SIZE,
    budgetMs = EXPORT_BATCH_MS,
    pause = yieldToBrowser,
    signal,
    now = () => performance.now(),
  }: ExportOptions = {},
): Promise<boolean> {
  const parts = [header];
  let size = Math.min(FIRST_EXPORT_BATCH, batchSize);
  for (let first = 0; first < count;) {
    const last = Math.min(first + size, count);
    const started = now();
    parts.push(batch(first, last));
    size = nextBatchSize(last - first, now() - started, budgetMs, batchSize);
    first = last;
    await pause();
    if (signal?.aborted) return false;
  }
  downloadText(`${fileName}.csv`, csvFileParts(parts), 'text/csv;charset=utf-8');
  return true;
}

/**
 * Downloads the list's CSV file (`listCsv`'s very text) in batches: the cards' Export, where no
 * grid is loaded (the grid writes its rows with its own `getDataAsCsv`, CsvWriterGrid).
 */
export function exportListCsv<Row>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  visibility: ColumnVisibility = {},
  options: ExportOptions = {},
): Promise<boolean> {
  const exported = exportedColumns(columns, visibility);
  const lines = (first: number, last: number) =>
    rows
      .slice(first, last)
      .map((row) => csvLine(row, exported))
      .join('\r\n');
  return downloadCsvInBatches(fileName, rows.length, headerLine(exported), lines, options);
}
