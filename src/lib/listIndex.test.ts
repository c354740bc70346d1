import { matchesSearch, searchNeedle } from './search';
import { FOLD_LATER_FROM, foldFields, ListIndex } from './listIndex';

interface Row {
  name: string | null;
  email?: string;
  kind?: string;
}

/** An index of the search over `name` and `email` and a select on `kind`, counting what it read. */
function counted() {
  const fieldsOf = jest.fn((row: Row) => [row.name, row.email]);
  const kindOf = jest.fn((row: Row) => row.kind);
  return { fieldsOf, kindOf, texts: new ListIndex({ searchFields: fieldsOf, selects: { kind: kindOf } }) };
}

const holding = (texts: ListIndex<Row>, rows: readonly Row[], query: string) =>
  rows.flatMap((_, place) => (texts.holds(place, searchNeedle(query)) ? [place] : []));

describe('foldFields', () => {
  it('lower-cases each field as matchesSearch does, missing ones empty', () => {
    expect(foldFields(['ΟΔΟΣ', 'ΣΑΣ', null, 'İstanbul', undefined])).toBe(
      ['οδος', 'σας', '', 'i̇stanbul', ''].join('\u0000'),
    );
  });
});

describe('ListIndex', () => {
  const rows: Row[] = [
    { name: 'Ana Ruiz', email: 'ana@example.com' },
    { name: 'ÉMILE Durand', email: 'emile@example.fr' },
    { name: null, email: 'ZOE@example.de' },
    { name: 'Omar', email: undefined },
  ];

  it('matches as matchesSearch does, never across two fields', () => {
    const { texts } = counted();
    texts.follow(rows);
    for (const query of ['ana', 'Émile', ' zoe@ ', 'EXAMPLE', 'z@', 'ruizana', 'omar', 'rz\u0000', 'null']) {
      const expected = rows.flatMap((row, place) =>
        matchesSearch(query, [row.name, row.email]) ? [place] : [],
      );
      expect(holding(texts, rows, query)).toEqual(expected);
    }
    // A query holding the join matches no row, as field by field.
    expect(holding(texts, rows, 'ruiz\u0000ana')).toEqual([]);
  });

  it("reads each row's fields once, again only for the rows a change replaced", () => {
    const { fieldsOf, texts } = counted();
    texts.follow(rows);
    holding(texts, rows, 'a');
    holding(texts, rows, 'e');
    expect(fieldsOf).toHaveBeenCalledTimes(rows.length);
    fieldsOf.mockClear();
    const renamed = rows.map((row, place) => (place === 1 ? { ...row, name: 'Émilie Durand' } : row));
    texts.follow(renamed);
    expect(holding(texts, renamed, 'émilie')).toEqual([1]);
    expect(fieldsOf).toHaveBeenCalledTimes(1);
    fieldsOf.mockClear();
    // A row added: every text folded again.
    const added = [...renamed, { name: 'Li Wei', email: 'li@example.cn' }];
    texts.follow(added);
    expect(holding(texts, added, 'wei')).toEqual([4]);
    expect(fieldsOf).toHaveBeenCalledTimes(added.length);
  });

  it('reads a long list in the background, and a list that changed length again', async () => {
    const { fieldsOf, kindOf, texts } = counted();
    const many: Row[] = Array.from({ length: FOLD_LATER_FROM + 10 }, (_, i) => ({ name: `Driver ${i}` }));
    texts.follow(many);
    expect(fieldsOf).not.toHaveBeenCalled(); // not in the caller's task
    await texts.readLater();
    expect(fieldsOf).toHaveBeenCalledTimes(many.length);
    expect(kindOf).toHaveBeenCalledTimes(many.length);
    fieldsOf.mockClear();
    kindOf.mockClear();
    expect(holding(texts, many, 'driver 100')).toEqual([
      100, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009,
    ]);
    expect(fieldsOf).not.toHaveBeenCalled();
    const unset = texts.selectTest('kind', undefined);
    expect(many.filter((_, place) => unset(place))).toHaveLength(many.length);
    expect(kindOf).not.toHaveBeenCalled();
    const longer = [...many, { name: 'Driver new' }];
    texts.follow(longer);
    await texts.readLater();
    expect(fieldsOf).toHaveBeenCalledTimes(longer.length);
  });

  it('reads a short list only as it is searched or selected', async () => {
    const { fieldsOf, kindOf, texts } = counted();
    texts.follow(rows);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fieldsOf).not.toHaveBeenCalled();
    expect(kindOf).not.toHaveBeenCalled();
  });

  it("tests a select filter's value as === does, each row's value read once", () => {
    const { kindOf, texts } = counted();
    const kinds: Row[] = ['x', 'y', undefined, 'x', 'Y'].map((kind, i) => ({ name: `r${i}`, kind }));
    texts.follow(kinds);
    const placesOf = (value: unknown) => {
      const test = texts.selectTest('kind', value);
      return kinds.flatMap((_, place) => (test(place) ? [place] : []));
    };
    expect(placesOf('x')).toEqual([0, 3]);
    expect(placesOf('y')).toEqual([1]);
    expect(placesOf(undefined)).toEqual([2]);
    expect(placesOf('z')).toEqual([]);
    expect(kindOf).toHaveBeenCalledTimes(kinds.length);
    // A replaced row alone is read again.
    const changed = kinds.map((row, place) => (place === 1 ? { ...row, kind: 'x' } : row));
    texts.follow(changed);
    expect(placesOf('x')).toEqual([0, 1, 3]);
    expect(kindOf).toHaveBeenCalledTimes(kinds.length + 1);
    expect(texts.isSelect('kind')).toBe(true);
    expect(texts.isSelect('name')).toBe(false);
  });
});
