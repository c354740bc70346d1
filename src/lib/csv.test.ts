import { csvCell } from './csv';

/** The rules of MUI X DataGrid's CSV serializer (escapeFormulas on), which the cards' export mirrors. */
describe('CSV cell', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Ruiz, Ana')).toBe('"Ruiz, Ana"');
    expect(csvCell('The "Big" Haul')).toBe('"The ""Big"" Haul"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it.each(['=SUM(1,2)', '+1', '-1', '@cmd', '\tx', '\rx'])('defuses a formula-like cell: %j', (text) => {
    expect(csvCell(text)).toBe(`"'${text}"`);
  });

  it('writes numbers as their text; a negative one is defused as the grid does', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-12.5)).toBe(`"'-12.5"`);
  });

  it('leaves empty cells empty and keeps accents and Arabic as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('José Ñúñez')).toBe('José Ñúñez');
    expect(csvCell('الاسم')).toBe('الاسم');
  });
});
