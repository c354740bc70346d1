import { CSV_BOM, csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['Name', 'Jobs'], [['Ana', 3]])).toBe(`${CSV_BOM}Name,Jobs\r\nAna,3\r\n`);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Ruiz, Ana')).toBe('"Ruiz, Ana"');
    expect(csvCell('The "Big" Haul')).toBe('"The ""Big"" Haul"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it.each(['=SUM(1,2)', '+1', '-1', '@cmd', '\tx', '\rx'])('defuses a formula-like text cell: %j', (text) => {
    const cell = csvCell(text);
    expect(cell.replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it('writes =SUM(1,2) as text, quoted for its comma', () => {
    expect(csvCell('=SUM(1,2)')).toBe(`"'=SUM(1,2)"`);
  });

  it('keeps numbers as numbers, negative ones too, and leaves empty cells empty', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps accents and Arabic as they are', () => {
    expect(toCsv(['الاسم'], [['José Ñúñez']])).toBe(`${CSV_BOM}الاسم\r\nJosé Ñúñez\r\n`);
  });
});
