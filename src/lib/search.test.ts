import { matchesFilter, matchesSearch, searchIn } from './search';

describe('matchesSearch', () => {
  it('matches every item on an empty or blank query', () => {
    expect(matchesSearch('', ['a'])).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
  });

  it('is a case-insensitive substring match over the given fields only', () => {
    expect(matchesSearch('FREIGHT', ['Summit Freight Co.'])).toBe(true);
    expect(matchesSearch(' mit ', ['Summit'])).toBe(true);
    expect(matchesSearch('coastal', ['Summit Freight Co.', 'contact@summit.com'])).toBe(false);
  });

  it('treats missing fields as empty', () => {
    expect(matchesSearch('x', [null, undefined])).toBe(false);
    expect(matchesSearch('x', [undefined, 'xyz'])).toBe(true);
  });
});

describe('searchIn', () => {
  interface Row {
    name: string;
    email: string | null;
  }
  const ROWS: Row[] = [
    { name: 'Summit Freight Co.', email: 'contact@summit.com' },
    { name: 'Ana Ruiz', email: null },
    { name: 'İlker', email: 'ILKER@x.tr' },
  ];

  it('matches exactly as matchesSearch over the same fields', () => {
    const search = searchIn((row: Row) => [row.name, row.email]);
    for (const query of [
      '',
      '  ',
      'FREIGHT',
      ' mit ',
      'coastal',
      'ana',
      'ilker',
      'co.contact',
      'x',
      '\u0000',
    ]) {
      for (const row of ROWS)
        expect([query, row.name, search(row, query)]).toEqual([
          query,
          row.name,
          matchesSearch(query, [row.name, row.email]),
        ]);
    }
  });

  it('never matches across two fields', () => {
    const search = searchIn((row: Row) => [row.name, row.email]);
    expect(search(ROWS[0]!, 'co.contact')).toBe(false);
    expect(search(ROWS[0]!, 'co.\u0000contact')).toBe(false);
  });

  it("folds a row's text once, and a replaced row afresh", () => {
    const fieldsOf = jest.fn((row: Row) => [row.name, row.email]);
    const search = searchIn(fieldsOf);
    const row = { name: 'Ana Ruiz', email: 'ana@x.com' };
    expect(search(row, 'ana')).toBe(true);
    expect(search(row, 'ruiz')).toBe(true);
    expect(search(row, 'zed')).toBe(false);
    expect(fieldsOf).toHaveBeenCalledTimes(1);
    const renamed = { ...row, name: 'Zed Ruiz' };
    expect(search(renamed, 'zed')).toBe(true);
    expect(fieldsOf).toHaveBeenCalledTimes(2);
  });
});

describe('matchesFilter', () => {
  it('lets everything through "all", and only the chosen value otherwise', () => {
    expect(matchesFilter('driver', 'all')).toBe(true);
    expect(matchesFilter('driver', 'driver')).toBe(true);
    expect(matchesFilter('broker', 'driver')).toBe(false);
  });
});
