/**
 * CSV as spreadsheets read it (issue 12): UTF-8 with a byte-order mark (so Excel reads accents and
 * Arabic), fields quoted by RFC 4180 (a field with a comma, quote, CR or LF is wrapped in quotes,
 * its quotes doubled; lines end with CRLF), and formula injection defused: a text cell that begins
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it
 * as text instead of running it. Numbers are written as numbers, negative ones too.
 */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text defused and quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one row per record, with the byte-order mark first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
