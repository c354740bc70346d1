import type { DataListColumn, SortState } from './listTypes';

/** The modules afresh: each test starts with no ranks in any language (a cold cache). */
async function load() {
  jest.resetModules();
  const [listSort, ranks, queue] = await Promise.all([
    import('./listSort'),
    import('./collationRanks'),
    import('./rankQueue'),
  ]);
  return { ...listSort, ...ranks, ...queue };
}

interface Row {
  id: number;
  name: string | null | undefined;
  amount: number;
  mixed: number | string;
}

const COLUMNS: DataListColumn<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'amount', headerName: 'Amount', valueGetter: (row) => row.amount },
  { field: 'mixed', headerName: 'Mixed' },
  { field: 'label', headerName: 'Label', valueGetter: (row) => `${row.name ?? ''} #${row.id % 7}` },
  { field: 'actions', headerName: 'Actions', sortable: false },
];

const FIRST = ['Émile', 'emile', 'Ärger', 'arger', 'Ñandú', 'nandu', 'Zoë', 'zoe', 'محمد', 'Öl', ''];

/** Rows with repeated, accented, numbered, Arabic and missing names; ids from `from`. */
const rowsOf = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => {
    const id = from + i;
    const first = FIRST[(id * 7) % FIRST.length]!;
    const name = id % 13 === 0 ? null : id % 17 === 0 ? undefined : `${first} Job ${(id * 31) % 150}`;
    return {
      id,
      name,
      amount: ((id * 37) % 101) - 50 + (id % 5 === 0 ? 0.5 : 0),
      mixed: id % 3 ? id % 11 : `${id % 11}`,
    };
  });

/** What sortRows gave before ranks: every comparison through the collator. */
function collatorSort(
  rows: readonly Row[],
  field: string,
  direction: SortState['direction'],
  language: string,
) {
  const column = COLUMNS.find((c) => c.field === field)!;
  const value = (row: Row) =>
    column.valueGetter ? column.valueGetter(row) : (row as unknown as Record<string, unknown>)[field];
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : collator.compare(String(a ?? ''), String(b ?? ''));
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => sign * compare(a.value, b.value) || a.index - b.index)
    .map((entry) => entry.row.id);
}

const SORTS: SortState[] = ['name', 'label', 'amount', 'mixed'].flatMap((field) => [
  { field, direction: 'asc' as const },
  { field, direction: 'desc' as const },
]);

describe.each(['en', 'es', 'fr', 'de', 'ar'])('sortRows in %s', (language) => {
  it('sorts as the collator did with a cold cache, a warm one, a few new values and a large merge', async () => {
    const { sortRows, ranksSettled, rankCache } = await load();
    /**
     * Each sort as the collator's; `fast`: without making a collator (every value ranked), but for
     * the column of numbers and text, which the collator always sorts.
     */
    const expectSame = (rows: readonly Row[], fast = false) => {
      for (const sort of SORTS) {
        const made = jest.spyOn(Intl, 'Collator');
        const ids = sortRows(rows, COLUMNS, sort, language).map((row) => row.id);
        if (fast && sort.field !== 'mixed') expect(made).not.toHaveBeenCalled();
        made.mockRestore();
        expect(ids).toEqual(collatorSort(rows, sort.field, sort.direction, language));
      }
    };
    const rows = rowsOf(2_000);
    // Cold: more unranked names than it ranks at once, so the collator sorts and ranking is queued.
    expectSame(rows);
    await ranksSettled(language);
    expect(rankCache(language).ranks.has('Ñandú Job 4')).toBe(true);
    // Warm: every value ranked.
    expectSame(rows, true);
    // A few new names, ranked at once.
    const ranked = rankCache(language).sorted.length;
    const renamed = (row: Row) => ({ ...row, name: `${row.name} nouveau` });
    expectSame([...rowsOf(5, 100_000).map(renamed), ...rows, ...rowsOf(5, 200_000).map(renamed)], true);
    expect(rankCache(language).sorted.length).toBeGreaterThan(ranked);
    // Many new names: the collator again, then merged in the background into the ranked ones.
    const more = [...rows, ...rowsOf(1_000, 300_000).map((row) => ({ ...row, name: `${row.name} bis` }))];
    expectSame(more);
    await ranksSettled(language);
    expectSame(more, true);
  });
});

describe('sortRows', () => {
  it('keeps rows whose text the collator holds equal in their order, both ways, cold and warm', async () => {
    const { sortRows, prepareSortRanks, RANK_AT_ONCE } = await load();
    const names = ['emile', 'Zoë', 'Émile', 'EMILE', 'zoe', 'Emile', 'ÉMILE', 'Zoe'];
    // Enough other names that the first sort meets more than it ranks at once: the collator's sort.
    const others = Array.from({ length: RANK_AT_ONCE + 1 }, (_, i) => `Zz ${i}`);
    const rows = [...names, ...others].map((name, id) => ({ id, name, amount: 0, mixed: 0 }));
    const ids = (direction: SortState['direction']) =>
      sortRows(rows, COLUMNS, { field: 'name', direction }, 'fr')
        .map((row) => row.id)
        .filter((id) => id < names.length);
    for (const cold of [true, false]) {
      expect(ids('asc')).toEqual([0, 2, 3, 5, 6, 1, 4, 7]);
      expect(ids('desc')).toEqual([1, 4, 7, 0, 2, 3, 5, 6]);
      if (cold) await prepareSortRanks(rows, COLUMNS, 'fr');
    }
  });

  it('leaves the rows as they are when unsorted or the column does not sort', async () => {
    const { sortRows } = await load();
    const rows = rowsOf(20);
    expect(sortRows(rows, COLUMNS, null, 'en')).toBe(rows);
    expect(sortRows(rows, COLUMNS, { field: 'actions', direction: 'asc' }, 'en')).toBe(rows);
  });

  it('sorts numbers by value, NaN and infinities as before', async () => {
    const { sortRows } = await load();
    const amounts = [3, -0, 0, Infinity, -2.5, NaN, -Infinity, 3, 1e-9, NaN, 2];
    const rows = amounts.map((amount, id) => ({ id, name: '', amount, mixed: amount }));
    for (const direction of ['asc', 'desc'] as const) {
      for (const values of [rows, rows.filter((row) => !Number.isNaN(row.amount))]) {
        const ids = sortRows(values, COLUMNS, { field: 'amount', direction }, 'en').map((row) => row.id);
        expect(ids).toEqual(collatorSort(values, 'amount', direction, 'en'));
      }
    }
  });
  it('sorts a subsequence of the rows it sorted last from their order, reading none of them', async () => {
    const { sortRows, prepareSortRanks } = await load();
    let reads = 0;
    // Rows that count the reads of their name, the column sorted.
    const rows = rowsOf(600).map(({ name, ...row }) =>
      Object.defineProperty(row, 'name', { get: () => (reads++, name), enumerable: true }),
    ) as Row[];
    await prepareSortRanks(rows, COLUMNS, 'de');
    const idsOf = (sorted: readonly Row[]) => sorted.map((row) => row.id);
    for (const direction of ['asc', 'desc'] as const) {
      const sort = { field: 'name', direction };
      sortRows(rows, COLUMNS, sort, 'de');
      // A search typed, then typed on: each a subsequence of the rows sorted before it.
      const searched = rows.filter((row) => row.id % 3 !== 0);
      const typedOn = searched.filter((row) => row.id % 2 === 0);
      for (const subset of [searched, typedOn, typedOn.slice(0, 0)]) {
        const expected = collatorSort(subset, 'name', direction, 'de');
        reads = 0;
        expect(idsOf(sortRows(subset, COLUMNS, sort, 'de'))).toEqual(expected);
        expect(reads).toBe(0);
      }
    }
    // The last order is read by index: an iterator made a result object per row of it (12.8 MB of
    // allocation in one benchmark run at 100,000 rows, docs/performance.md).
    const sort = { field: 'name', direction: 'desc' } as const;
    sortRows(rows, COLUMNS, sort, 'de');
    const iterate = jest.spyOn(Object.getPrototypeOf(Uint32Array.prototype) as Uint32Array, Symbol.iterator);
    const subset = rows.slice(1);
    const inOrder = collatorSort(subset, 'name', 'desc', 'de');
    reads = 0;
    expect(idsOf(sortRows(subset, COLUMNS, sort, 'de'))).toEqual(inOrder);
    expect(reads).toBe(0);
    expect(iterate).not.toHaveBeenCalled();
    iterate.mockRestore();
    // Rows in another order are no subsequence: sorted afresh, each name read.
    const reversed = [...rows].reverse();
    const expected = collatorSort(reversed, 'name', 'asc', 'de');
    reads = 0;
    expect(idsOf(sortRows(reversed, COLUMNS, { field: 'name', direction: 'asc' }, 'de'))).toEqual(expected);
    expect(reads).toBeGreaterThanOrEqual(reversed.length);
  });
});

describe('prepareSortRanks', () => {
  it("ranks every sortable column's text in the background, and coalesces lists asked for meanwhile", async () => {
    const { prepareSortRanks, rankCache } = await load();
    const first = rowsOf(300, 0).map((row) => ({ ...row, name: `first ${row.id}` }));
    const second = rowsOf(300, 0).map((row) => ({ ...row, name: `second ${row.id}` }));
    const running = prepareSortRanks(first, COLUMNS, 'es');
    // Asked for before the run started: only the newest list is ranked, in the same run.
    expect(prepareSortRanks(second, COLUMNS, 'es')).toBe(running);
    await running;
    const { ranks } = rankCache('es');
    expect(ranks.has('second 299')).toBe(true);
    expect(ranks.has('second 299 #5')).toBe(true);
    expect(ranks.has('first 299')).toBe(false);
    // Numbers are not ranked, nor a column's text after its first number (it never sorts by rank).
    expect(ranks.has('-50')).toBe(false);
    expect(ranks.has('0')).toBe(true);
    expect(ranks.has('3')).toBe(false);
    expect(ranks.size).toBe(new Set([...ranks.keys()]).size);
  });

  it('ranks nothing again for rows it has seen, and a new list once the run under way is done', async () => {
    const { prepareSortRanks, rankCache, ranksSettled } = await load();
    const rows = rowsOf(500);
    await prepareSortRanks(rows, COLUMNS, 'de');
    const { sorted } = rankCache('de');
    await prepareSortRanks([...rows], COLUMNS, 'de');
    expect(rankCache('de').sorted).toBe(sorted);
    // Enough new names for a run of several slices (about a million comparisons).
    const many = Array.from({ length: 50_000 }, (_, id) => ({ id, name: `Name ${id}`, amount: 0, mixed: 0 }));
    const running = prepareSortRanks(many, COLUMNS, 'de');
    // Its first slice has run; a list asked for now waits for the run under way, in the same run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rankCache('de').ranks.has('Name 1')).toBe(false);
    const later = prepareSortRanks(rowsOf(10, 5_000), COLUMNS, 'de');
    expect(later).toBe(running);
    await ranksSettled('de');
    expect(rankCache('de').ranks.has('Name 49999')).toBe(true);
    expect(rankCache('de').ranks.has(`${rowsOf(1, 5_009)[0]!.name} #${5_009 % 7}`)).toBe(true);
  });
});

describe('rankListLater', () => {
  it('reads again only the rows a change replaced or brought in, not those a leaving row moves', async () => {
    const { rankListLater, rankCache } = await load();
    const rows = rowsOf(100);
    const read = jest.fn((row: unknown) => (row as Row).name);
    const checked = { items: null };
    await rankListLater('fr', [{ items: rows, read, checked }]);
    expect(read).toHaveBeenCalledTimes(100);
    const changed = { ...rows[3]!, name: 'Zoë' }; // a status change replaces one record
    await rankListLater('fr', [{ items: [...rows.slice(0, 3), changed, ...rows.slice(4)], read, checked }]);
    expect(read).toHaveBeenCalledTimes(101);
    expect(read).toHaveBeenLastCalledWith(changed);
    expect(rankCache('fr').ranks.has('Zoë')).toBe(true);
    // A row leaves the list (its status left the filter): the rows after it moved, none is new.
    const left = [...rows.slice(0, 3), changed, ...rows.slice(4, 10), ...rows.slice(11)];
    await rankListLater('fr', [{ items: left, read, checked }]);
    expect(read).toHaveBeenCalledTimes(101);
    // That list is within the one checked, which stays the one checked (rows[10] with it). A
    // search's subset: only the row it holds that was never checked (rows[3], replaced since).
    await rankListLater('fr', [{ items: rows.slice(0, 40), read, checked }]);
    expect(read).toHaveBeenCalledTimes(102);
    expect(read).toHaveBeenLastCalledWith(rows[3]);
    // A sparse search within it, a narrower one, and the search cleared: nothing read.
    const wide = rows.slice(0, 40);
    const sparse = wide.filter((_, i) => i % 9 === 0);
    for (const items of [sparse, sparse.slice(1), wide]) {
      await rankListLater('fr', [{ items, read, checked }]);
      expect(read).toHaveBeenCalledTimes(102);
    }
  });

  it('passes over the rows checked once for all the columns, and not at all for the same rows', async () => {
    const { rankListLater } = await load();
    const plain = rowsOf(1000);
    let reads = 0;
    const rows = new Proxy(plain, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const read = (row: unknown) => (row as Row).name;
    const checks = [{ items: null }, { items: null }, { items: null }];
    const columns = (items: readonly Row[]) => checks.map((checked) => ({ items, read, checked }));
    await rankListLater('fr', columns(rows));
    // The same rows shown again (a list's first render on a later visit): no pass at all.
    reads = 0;
    await rankListLater('fr', columns(rows));
    expect(reads).toBe(0);
    // A search within them, for three columns: one pass over the rows checked, not three.
    await rankListLater('fr', columns([plain[998]!, plain[999]!]));
    expect(reads).toBe(1000);
  });
});

describe('valueOf', () => {
  it("calls a column's getter once per row, again for a replaced row or a new column", async () => {
    const { valueOf } = await load();
    const getter = jest.fn((row: Row) => `label ${row.id}`);
    const column: DataListColumn<Row> = { field: 'label', headerName: 'Label', valueGetter: getter };
    const row: Row = { id: 1, name: 'a', amount: 1, mixed: 1 };
    expect(valueOf(row, column)).toBe('label 1');
    expect(valueOf(row, column)).toBe('label 1');
    expect(getter).toHaveBeenCalledTimes(1);
    expect(valueOf({ ...row, id: 2 }, column)).toBe('label 2');
    expect(valueOf(row, { ...column })).toBe('label 1');
    expect(getter).toHaveBeenCalledTimes(3);
    // undefined is a value too, kept as any other.
    const none = jest.fn(() => undefined as unknown as string);
    const noneColumn: DataListColumn<Row> = { field: 'none', headerName: 'None', valueGetter: none };
    expect([valueOf(row, noneColumn), valueOf(row, noneColumn)]).toEqual([undefined, undefined]);
    expect(none).toHaveBeenCalledTimes(1);
    expect(valueOf(row, { field: 'name', headerName: 'Name' })).toBe('a');
  });
});

describe('keepColumnValues', () => {
  it("gives a list's columns made again the values and checked rows of the last ones, per language", async () => {
    const { keepColumnValues, prepareSortRanks, valueOf } = await load();
    const rows = rowsOf(200);
    // A screen's columns, made afresh on each visit (a new getter each time), and registered.
    const visit = (listId: string, language: string) => {
      const getter = jest.fn((row: Row) => `label ${row.id}`);
      const columns: DataListColumn<Row>[] = [{ field: 'label', headerName: 'Label', valueGetter: getter }];
      keepColumnValues(listId, columns, language);
      return {
        getter,
        rank: () => prepareSortRanks(rows, columns, language),
        seventh: () => valueOf(rows[7]!, columns[0]!),
      };
    };
    const first = visit('things', 'en');
    await first.rank();
    expect(first.getter).toHaveBeenCalledTimes(200);
    const again = visit('things', 'en');
    await again.rank();
    expect(again.seventh()).toBe('label 7');
    expect(again.getter).not.toHaveBeenCalled();
    // Another list's field, or another language, reads afresh.
    const other = visit('others', 'en');
    expect(other.seventh()).toBe('label 7');
    expect(other.getter).toHaveBeenCalledTimes(1);
    const spanish = visit('things', 'es');
    await spanish.rank();
    expect(spanish.getter).toHaveBeenCalledTimes(200);
    // Back in English, the English values were let go: read once more.
    const back = visit('things', 'en');
    expect(back.seventh()).toBe('label 7');
    expect(back.getter).toHaveBeenCalledTimes(1);
  });
});
