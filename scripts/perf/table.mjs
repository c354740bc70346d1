// Markdown tables laid out the way Prettier formats them, so docs/performance.md stays formatted.

/** The `text` columns (indexes) are left-aligned; the others are numbers, right-aligned. */
export function formatTable(header, lines, text = [0, 1]) {
  const left = (col) => text.includes(col);
  const all = [header, ...lines.map((line) => line.map(String))];
  const widths = header.map((_, col) => Math.max(3, ...all.map((line) => line[col].length)));
  const pad = (cell, col) => (left(col) ? cell.padEnd(widths[col]) : cell.padStart(widths[col]));
  const rule = widths.map((width, col) => (left(col) ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`));
  const format = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  return [format(header), `| ${rule.join(' | ')} |`, ...all.slice(1).map(format)].join('\n');
}

/** The middle value (the lower middle one for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** `now / before` with two decimals; "–" when the earlier figure is 0. */
export const ratio = (now, before) => (before === 0 ? (now === 0 ? '1.00' : '–') : (now / before).toFixed(2));
