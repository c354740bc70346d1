import { insertRanks, listCollator, rankCache } from './collationRanks';
import { keepOrder, orderOfSubsequence } from './lastOrders';
import type { DataListColumn, SortState } from './listTypes';
import { orderOfNumbers, orderOfRanks } from './rankOrder';
import { rankListLater, rankValuesLater, type ValueSource } from './rankQueue';

/** Each column's values by row, kept by its value key (`keyOf`). */
const gotValues = new WeakMap<object, WeakMap<object, unknown>>();

/** A list's value key for each field, in the language it was made in (`keepColumnValues`). */
const listKeys = new Map<string, { language: string; key: object }>();
/** The value key of a column its list registered; any other column is its own key. */
const columnKeys = new WeakMap<object, object>();
const keyOf = (column: object): object => columnKeys.get(column) ?? column;

/**
 * Gives a list's columns the value caches (`valueOf`) and checked rows (`prepareSortRanks`) of the
 * columns of the same list, field and language its screen made before: a screen makes its columns
 * afresh on every visit (its `useMemo` starts again, and the users list's cells take the visit's
 * clock), and each new column read and checked every row again, 100,000 getter calls and look-ups
 * a column, in the background while the list's first page was being drawn. Sound because a
 * `valueGetter` reads only its row and the language's texts (`DataListColumn.valueGetter`). Only
 * the current language's caches are kept: their entries go with the rows they were read from.
 */
export function keepColumnValues<Row>(
  listId: string,
  columns: readonly DataListColumn<Row>[],
  language: string,
): void {
  for (const column of columns) {
    const name = `${listId}\n${column.field}`;
    let kept = listKeys.get(name);
    if (kept?.language !== language) listKeys.set(name, (kept = { language, key: {} }));
    columnKeys.set(column, kept.key);
  }
}

function valuesOf(column: object): WeakMap<object, unknown> {
  const key = keyOf(column);
  let values = gotValues.get(key);
  if (!values) gotValues.set(key, (values = new WeakMap()));
  return values;
}

function keptValue<Row>(row: Row, getter: (row: Row) => unknown, values: WeakMap<object, unknown>) {
  if (typeof row !== 'object' || row === null) return getter(row);
  let value = values.get(row);
  if (value === undefined && !values.has(row)) values.set(row, (value = getter(row)));
  return value;
}

/**
 * A column's value: its `valueGetter`, or `row[field]`. A getter's value is kept per column (or
 * its list's field, `keepColumnValues`) and row object: many getters translate (a role's or
 * status's label through i18next, about a microsecond a call), and a sort, the ranking of a column
 * and the export read every row's value, 100,000 of them at scale, on every change of the data.
 * Rows are the store's records, replaced when they change.
 */
export function valueOf<Row>(row: Row, column: DataListColumn<Row>): unknown {
  const getter = column.valueGetter;
  if (!getter) return (row as Record<string, unknown>)[column.field];
  return keptValue(row, getter, valuesOf(column));
}

/** `valueOf` for a pass over many rows: the column's cache looked up once. */
function readerOf<Row>(column: DataListColumn<Row>): (row: Row) => unknown {
  const getter = column.valueGetter;
  if (!getter) return (row) => (row as Record<string, unknown>)[column.field];
  const values = valuesOf(column);
  return (row) => keptValue(row, getter, values);
}

/**
 * The one order of a column's values, for the grid and the cards alike (the grid shows the rows in
 * `sortRows`'s order): numbers by value, everything else as text in the language's order.
 */
function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/**
 * How many unranked strings a sort ranks at once (binary search, about 17 comparisons each at
 * 100,000 ranked strings: a millisecond or two) before sorting by rank. More than that (a list seen
 * for the first time) and it sorts with the collator as before and has them ranked in the background.
 */
export const RANK_AT_ONCE = 256;

/**
 * The rows in the list's sort, for the cards under 768 px and their export (the grid takes this
 * order too); the rows themselves when unsorted. Stable: equal values keep the rows' order. The
 * order is that of `compareValues`; text is compared by its rank in the language's collation
 * (collationRanks.ts) when every value of the column is ranked, which gives the same order without
 * calling the collator.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sort: SortState | null,
  language: string,
): readonly Row[] {
  const sorted = sortRowsWhenRanked(rows, columns, sort, language);
  return sorted instanceof Promise ? sortByCollator(rows, columns, sort!, language) : sorted;
}

/**
 * `sortRows` for a list on screen: a column met with more than `RANK_AT_ONCE` unranked strings (a
 * list of 100,000 sorted before its text was ranked in the background) is not sorted with the
 * collator, which took 350 ms in one task, but gives the promise of their ranking, done in slices
 * from now; once it settles, `sortRows` sorts by rank.
 */
export function sortRowsWhenRanked<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sort: SortState | null,
  language: string,
): readonly Row[] | Promise<void> {
  const column = sort && columns.find((c) => c.field === sort.field && c.sortable !== false);
  if (!sort || !column) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = keyOf(column);
  // Each value read once, not once per comparison, into a typed array of keys (no array of values
  // or texts: at 100,000 rows each was a pass and 100,000 entries to collect).
  const order =
    orderOfSubsequence(key, rows, sign, language) ??
    (typeof (rows.length > 0 ? valueOf(rows[0]!, column) : undefined) === 'number'
      ? orderByNumbers(rows, column, sign)
      : orderByRanks(rows, column, sign, language));
  if (order instanceof Promise) return order;
  if (!order) return sortByCollator(rows, columns, sort, language);
  keepOrder(key, rows, order, sign, language);
  // A plain loop: Array.from with a mapping function took several times as long at 100,000 rows.
  const sorted = new Array<Row>(order.length);
  for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i]!]!;
  return sorted;
}

/** The collator's sort, for a column that mixes numbers and text or has too much text unranked. */
function sortByCollator<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sort: SortState,
  language: string,
): readonly Row[] {
  const column = columns.find((c) => c.field === sort.field)!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = listCollator(language);
  const read = readerOf(column);
  const keyed = rows.map((row, index) => ({ row, index, value: read(row) }));
  keyed.sort((a, b) => sign * compareValues(a.value, b.value, collator) || a.index - b.index);
  return keyed.map((entry) => entry.row);
}

/**
 * The order of a column of numbers (dates, amounts, an enum's index); null when any value is not a
 * number, or is NaN (which compares as equal to everything, so its order depends on the algorithm:
 * the collator sort below keeps today's).
 */
function orderByNumbers<Row>(
  rows: readonly Row[],
  column: DataListColumn<Row>,
  sign: number,
): Uint32Array | null {
  const keys = new Float64Array(rows.length);
  const read = readerOf(column);
  for (let i = 0; i < rows.length; i++) {
    const value = read(rows[i]!);
    if (typeof value !== 'number' || Number.isNaN(value)) return null;
    keys[i] = value;
  }
  return orderOfNumbers(keys, sign);
}

/** A value as the text it is ranked and compared by. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

/**
 * The order of a column of text by rank, with a few unranked strings ranked first; null when the
 * column mixes numbers and text (a pair of numbers compares by value); when it meets too many
 * unranked strings, the promise of their ranking (in slices, started now).
 */
function orderByRanks<Row>(
  rows: readonly Row[],
  column: DataListColumn<Row>,
  sign: number,
  language: string,
): Uint32Array | Promise<void> | null {
  const cache = rankCache(language);
  const ranks = new Float64Array(rows.length);
  const unknown = new Set<string>();
  const read = readerOf(column);
  for (let i = 0; i < rows.length; i++) {
    const value = read(rows[i]!);
    if (typeof value === 'number') return null;
    const text = textOf(value);
    const rank = cache.ranks.get(text);
    if (rank !== undefined) ranks[i] = rank;
    else if (unknown.add(text).size > RANK_AT_ONCE)
      return rankValuesLater(language, { items: rows, read: read as (row: unknown) => unknown });
  }
  if (unknown.size > 0) {
    // Read again: inserting may have renumbered every rank.
    insertRanks(cache, unknown);
    for (let i = 0; i < rows.length; i++) ranks[i] = cache.ranks.get(textOf(read(rows[i]!)))!;
  }
  return orderOfRanks(ranks, sign);
}

/**
 * Ranks, in the background and in slices, the text of every sortable column of a list that are not
 * ranked yet, so that a header click later sorts by rank (`DataList`, after it renders new rows).
 * A list whose values are all ranked costs one look-up a value, in slices too.
 */
export function prepareSortRanks<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  language: string,
): Promise<void> {
  const sources: ValueSource[] = columns
    .filter((column) => column.sortable !== false)
    .map((column) => ({
      items: rows,
      read: readerOf(column) as (row: unknown) => unknown,
      checked: checkedRows(column),
    }));
  return rankListLater(language, sources);
}

/** Per column (or its list's field, `keepColumnValues`), the rows it was last ranked for (`ValueSource.checked`). */
const checked = new WeakMap<object, { items: readonly unknown[] | null }>();
function checkedRows(column: object): { items: readonly unknown[] | null } {
  const key = keyOf(column);
  let rows = checked.get(key);
  if (!rows) checked.set(key, (rows = { items: null }));
  return rows;
}
