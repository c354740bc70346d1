import { createListSelector } from './listSelector';
import { matchesSearch } from './search';

interface Row {
  name: string;
  kind: string;
}
type State = { rows: Row[] };

const selectRows = createListSelector((state: State) => state.rows, {
  matches: (row: Row, { kind }: { kind: string }) => row.kind === kind,
});

describe('createListSelector', () => {
  const state: State = {
    rows: [
      { name: 'a', kind: 'x' },
      { name: 'b', kind: 'y' },
    ],
  };

  it('keeps the rows that match the filters', () => {
    expect(selectRows(state, { kind: 'y' })).toEqual([{ name: 'b', kind: 'y' }]);
  });

  it('returns the same array for equal filter values in a new object', () => {
    expect(selectRows(state, { kind: 'x' })).toBe(selectRows(state, { kind: 'x' }));
  });

  it('recomputes when a filter value or the rows change', () => {
    const first = selectRows(state, { kind: 'x' });
    expect(selectRows(state, { kind: 'y' })).not.toBe(first);
    const renamed = { rows: [{ name: 'a2', kind: 'x' }, state.rows[1]!] };
    expect(selectRows(renamed, { kind: 'x' })).toEqual([{ name: 'a2', kind: 'x' }]);
  });

  it('gives the same array when the rows are new but hold the same records', () => {
    const first = selectRows(state, { kind: 'x' });
    expect(selectRows({ rows: [...state.rows] }, { kind: 'x' })).toBe(first);
  });
});

describe('createListSelector patching its last answer', () => {
  const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
    name: `r${i}`,
    kind: i % 3 === 0 ? 'x' : 'y',
  }));
  const matching = (list: Row[]) => list.filter((row) => row.kind === 'x');
  const replaced = (list: Row[], changes: Record<number, string>) =>
    list.map((row, i) => (i in changes ? { name: row.name, kind: changes[i]! } : row));

  it('keeps the order of the rows as a replaced row stays, leaves or joins', () => {
    const select = createListSelector((state: State) => state.rows, {
      matches: (row: Row, { kind }: { kind: string }) => row.kind === kind,
    });
    expect(select({ rows }, { kind: 'x' }).map((row) => row.name)).toEqual(['r0', 'r3', 'r6', 'r9']);
    // r3 stays (a new object), r6 leaves, r1 and r11 join.
    const next = replaced(rows, { 3: 'x', 6: 'y', 1: 'x', 11: 'x' });
    const patched = select({ rows: next }, { kind: 'x' });
    expect(patched.map((row) => row.name)).toEqual(['r0', 'r1', 'r3', 'r9', 'r11']);
    expect(patched).toEqual(matching(next));
    expect(patched[2]).toBe(next[3]);
    // And on from there: r1 leaves again, r0 leaves.
    const after = replaced(next, { 1: 'y', 0: 'z' });
    expect(select({ rows: after }, { kind: 'x' })).toEqual(matching(after));
  });

  it('asks only the replaced rows again', () => {
    const matches = jest.fn((row: Row, { kind }: { kind: string }) => row.kind === kind);
    const select = createListSelector((state: State) => state.rows, { matches });
    select({ rows }, { kind: 'x' });
    matches.mockClear();
    select({ rows: replaced(rows, { 4: 'x' }) }, { kind: 'x' });
    expect(matches).toHaveBeenCalledTimes(1);
  });
});

describe('createListSelector typing on in its search', () => {
  interface Named {
    name: string;
    kind: string;
  }
  type Filters = { query: string; kind: string };
  const rows: Named[] = Array.from({ length: 40 }, (_, i) => ({
    name: ['Kevin', 'Kelly', 'Keith', 'Maria'][i % 4]! + ` ${i}`,
    kind: i % 2 ? 'x' : 'y',
  }));
  const state = { rows };
  const afresh = ({ query, kind }: Filters) =>
    rows.filter((row) => row.name.toLowerCase().includes(query.trim().toLowerCase()) && row.kind === kind);

  function counted() {
    const matches = jest.fn(
      (row: Named, { query, kind }: Filters) =>
        row.name.toLowerCase().includes(query.trim().toLowerCase()) && row.kind === kind,
    );
    const select = createListSelector((s: typeof state) => s.rows, { search: 'query', matches });
    return { matches, select };
  }

  it("checks only the last answer's rows when the query holds the last one", () => {
    const { matches, select } = counted();
    expect(select(state, { query: 'k', kind: 'x' })).toEqual(afresh({ query: 'k', kind: 'x' }));
    expect(matches).toHaveBeenCalledTimes(40);
    matches.mockClear();
    const kept = afresh({ query: 'k', kind: 'x' }).length;
    expect(select(state, { query: 'KE', kind: 'x' })).toEqual(afresh({ query: 'ke', kind: 'x' }));
    expect(matches).toHaveBeenCalledTimes(kept);
    matches.mockClear();
    expect(select(state, { query: 'kev ', kind: 'x' })).toEqual(afresh({ query: 'kev', kind: 'x' }));
    expect(matches).toHaveBeenCalledTimes(afresh({ query: 'ke', kind: 'x' }).length);
  });

  it('checks every row when the query is shortened or changed, or another filter changed', () => {
    const { matches, select } = counted();
    for (const filters of [
      { query: 'ke', kind: 'x' }, // shortened
      { query: 'kel', kind: 'x' }, // changed
      { query: 'kevi', kind: 'y' }, // typed on, but another filter changed
    ]) {
      select(state, { query: 'kev', kind: 'x' });
      matches.mockClear();
      expect(select(state, filters)).toEqual(afresh(filters));
      expect(matches).toHaveBeenCalledTimes(40);
    }
  });

  it('patches its narrowed answer when a row is replaced, as any other', () => {
    const { select } = counted();
    select(state, { query: 'k', kind: 'x' });
    select(state, { query: 'kel', kind: 'x' });
    const renamed = rows.map((row, i) => (i === 3 ? { ...row, name: 'Kelvin 3' } : row));
    expect(select({ rows: renamed }, { query: 'kel', kind: 'x' })).toEqual(
      renamed.filter((row) => row.name.toLowerCase().includes('kel') && row.kind === 'x'),
    );
  });
});

describe('createListSelector narrowing a select filter', () => {
  interface Item {
    name: string;
    kind: string;
    size: string;
  }
  type Filters = { query: string; kind: string; size: string };
  const rows: Item[] = Array.from({ length: 60 }, (_, i) => ({
    name: ['Kevin', 'Maria', 'Keith'][i % 3]! + ` ${i}`,
    kind: ['x', 'y', 'z', 'w'][i % 4]!,
    size: i % 5 ? 'small' : 'large',
  }));
  const state = { rows };
  const selected = ({ kind, size }: Filters) =>
    rows.filter((row) => (kind === 'all' || row.kind === kind) && (size === 'all' || row.size === size));
  const afresh = (filters: Filters) =>
    selected(filters).filter((row) => row.name.toLowerCase().includes(filters.query.trim().toLowerCase()));

  /** The search is the matcher's here (no `searchFields`): it is asked for the rows the selects let through. */
  function counted() {
    const matches = jest.fn((row: Item, { query }: Filters) =>
      row.name.toLowerCase().includes(query.trim().toLowerCase()),
    );
    const select = createListSelector((s: typeof state) => s.rows, {
      search: 'query',
      selects: { kind: (row) => row.kind, size: (row) => row.size },
      matches,
    });
    return { matches, select };
  }

  it("checks only the last answer's rows when a select filter goes from all to one value", () => {
    const { matches, select } = counted();
    select(state, { query: 'k', kind: 'all', size: 'all' });
    matches.mockClear();
    const narrower = { query: 'k', kind: 'y', size: 'all' };
    expect(select(state, narrower)).toEqual(afresh(narrower));
    // Only the last answer's rows of kind y: every one of them passes (15 rows are of kind y).
    expect(matches).toHaveBeenCalledTimes(afresh(narrower).length);
    expect(afresh(narrower).length).toBeLessThan(selected(narrower).length);
    // Typed on and another select narrowed at once: still only the last answer's rows.
    const narrowest = { query: 'ke', kind: 'y', size: 'large' };
    const before = afresh(narrower).filter((row) => row.size === 'large').length;
    matches.mockClear();
    expect(select(state, narrowest)).toEqual(afresh(narrowest));
    expect(matches).toHaveBeenCalledTimes(before);
  });

  it('checks every row when a select filter goes from one value to another, or back to all', () => {
    const { matches, select } = counted();
    for (const filters of [
      { query: 'k', kind: 'z', size: 'all' }, // another value
      { query: 'k', kind: 'all', size: 'all' }, // back to all
      { query: 'ke', kind: 'all', size: 'small' }, // narrowed, but kind widened
    ]) {
      select(state, { query: 'k', kind: 'y', size: 'all' });
      matches.mockClear();
      expect(select(state, filters)).toEqual(afresh(filters));
      expect(matches).toHaveBeenCalledTimes(selected(filters).length);
    }
  });
});

describe('createListSelector keeping what its filters read of each row', () => {
  interface Person {
    name: string;
    email: string;
    kind: string;
  }
  type Filters = { query: string; kind: string; from?: string };
  const rows: Person[] = Array.from({ length: 30 }, (_, i) => ({
    name: ['Kevin', 'KELLY', 'Keith', 'María'][i % 4]! + ` ${i}`,
    email: `person${i}@example.com`,
    kind: i % 3 ? 'x' : 'y',
  }));
  const expected = (list: Person[], { query, kind }: Filters) =>
    list.filter(
      (row) => matchesSearch(query, [row.name, row.email]) && (kind === 'all' || row.kind === kind),
    );

  function counted() {
    const fieldsOf = jest.fn((row: Person) => [row.name, row.email]);
    const kindOf = jest.fn((row: Person) => row.kind);
    const matches = jest.fn((_row: Person, _filters: Filters) => true);
    const select = createListSelector((state: { rows: Person[] }) => state.rows, {
      search: 'query',
      searchFields: fieldsOf,
      selects: { kind: kindOf },
      matches,
    });
    return { fieldsOf, kindOf, matches, select };
  }

  it('searches and selects as matchesSearch and === do, reading each row once whatever is asked', () => {
    const { fieldsOf, kindOf, matches, select } = counted();
    for (const filters of [
      { query: '', kind: 'x' },
      { query: 'K', kind: 'x' },
      { query: 'ke ', kind: 'x' }, // typed on
      { query: 'maría', kind: 'y' }, // changed
      { query: '@EXAMPLE', kind: 'all' },
      { query: '', kind: 'none' }, // a value no row holds
    ]) {
      expect(select({ rows }, filters)).toEqual(expected(rows, filters));
    }
    expect(fieldsOf).toHaveBeenCalledTimes(rows.length);
    expect(kindOf).toHaveBeenCalledTimes(rows.length);
    // Every filter is the search or a select: the matcher is not asked.
    expect(matches).not.toHaveBeenCalled();
  });

  it('asks its matcher for a filter that is neither the search nor a select', () => {
    const { matches, select } = counted();
    const filters = { query: 'ke', kind: 'x', from: '2026-01-01' };
    expect(select({ rows }, filters)).toEqual(expected(rows, filters));
    // Only for the rows the search and the select let through.
    expect(matches).toHaveBeenCalledTimes(expected(rows, filters).length);
  });

  it('reads again only a row a change replaced', () => {
    const { fieldsOf, kindOf, select } = counted();
    select({ rows }, { query: 'e', kind: 'x' });
    select({ rows }, { query: 'e', kind: 'y' });
    fieldsOf.mockClear();
    kindOf.mockClear();
    const changed = rows.map((row, i) => (i === 3 ? { ...row, name: 'Kelvin 3', kind: 'y' } : row));
    select({ rows }, { query: 'kel', kind: 'y' });
    expect(select({ rows: changed }, { query: 'kel', kind: 'y' })).toEqual(
      expected(changed, { query: 'kel', kind: 'y' }),
    );
    expect(select({ rows: changed }, { query: 'e', kind: 'x' })).toEqual(
      expected(changed, { query: 'e', kind: 'x' }),
    );
    expect(fieldsOf).toHaveBeenCalledTimes(1);
    expect(kindOf).toHaveBeenCalledTimes(1);
  });
});
