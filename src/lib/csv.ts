/**
 * CSV as spreadsheets read it and as MUI X DataGrid's `exportDataAsCsv` writes it (with
 * `utf8WithBom`, its default `escapeFormulas`), so a list exported from its cards on a phone is the
 * same file as from its grid: UTF-8 with a byte-order mark (so Excel reads accents and Arabic),
 * quotes doubled, a cell with a comma, quote, CR or LF wrapped in quotes, lines joined by CRLF, and
 * formula injection defused: a cell that begins with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe inside quotes, so a spreadsheet shows it as text instead of running it.
 */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

/** One cell, as the grid's CSV serializer writes it. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const escaped = text.replace(/"/g, '""');
  if (FORMULA_START.includes(escaped.charAt(0))) return `"'${escaped}"`;
  return /[",\r\n]/.test(text) ? `"${escaped}"` : escaped;
}
