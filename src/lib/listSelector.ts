import { shallowEqual } from 'react-redux';
import { changedIndices } from './changedIndices';
import { searchNeedle, type SearchField } from './search';
import { ListIndex } from './listIndex';

interface Answer<Row, Filters> {
  rows: readonly Row[];
  filters: Filters;
  result: Row[];
  /** Where each row of `result` stands in `rows` (ascending): what a patch searches. */
  sources: number[];
}

/** The first place in `sorted` holding `value` or more. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface ListSelectorOptions<Row, Filters> {
  /**
   * The filter holding the search text (`matchesSearch`'s query). Typing on, a query that holds the
   * last one, can only let through fewer rows.
   */
  search?: keyof Filters;
  /**
   * The fields of a row the search reads, when they are the row's own (not a translation): the
   * selector then searches them itself, each row's text folded once and kept (`ListIndex`).
   */
  searchFields?: (row: Row) => readonly SearchField[];
  /**
   * The select filters (spec 2.4), each with the row's value it tests: `all` (or no value) lets
   * every row through, any other value the rows holding it. The selector tests them itself, each
   * row's value read once and kept (`ListIndex`).
   */
  selects?: { [Key in keyof Filters]?: (row: Row) => unknown };
  /**
   * The test of the other filters (a range, a translated search): asked only when some filter is
   * neither the search over `searchFields` nor a select.
   */
  matches?: (row: Row, filters: Filters) => boolean;
}

/** A select filter's value that lets every row through. */
const isOpen = (value: unknown): boolean => value === 'all' || value === undefined;

/**
 * `after` lets through only rows `before` let through, and is not the same: each filter the same,
 * or the search typed on, or a select filter narrowed from `all` to one value.
 */
function narrows<Row, Filters extends object>(
  before: Filters,
  after: Filters,
  { search, selects = {} }: ListSelectorOptions<Row, Filters>,
): boolean {
  let narrower = false;
  for (const key of Object.keys({ ...before, ...after }) as (keyof Filters)[]) {
    const was = before[key];
    const is = after[key];
    if (Object.is(was, is)) continue;
    const typedOn =
      key === search &&
      typeof was === 'string' &&
      typeof is === 'string' &&
      searchNeedle(is).includes(searchNeedle(was));
    if (!typedOn && !(key in selects && isOpen(was))) return false;
    narrower = true;
  }
  return narrower;
}

/**
 * A list screen's selector (spec 2.4 and 5): the rows that pass the given filters (the search, the
 * select filters, `matches` for the others).
 * It remembers its last answer, for filter values equal one by one (a screen may build a new
 * filters object on every render). When a change replaced only some rows, with the same filters,
 * the last answer is patched: each replaced row is checked again and takes its place, joins or
 * leaves (at 100,000 users, filtering them all again cost 11 ms of every status change). The same
 * rows, or replaced ones that change nothing, give the same array back. Narrower filters (a
 * search typed on, a select filter from `all` to one value: the options) check only the rows the
 * last answer let through.
 */
export function createListSelector<State, Row, Filters extends object>(
  selectRows: (state: State) => readonly Row[],
  options: ListSelectorOptions<Row, Filters>,
) {
  const { search, searchFields, selects, matches } = options;
  let last: Answer<Row, Filters> | null = null;
  const index = searchFields || selects ? new ListIndex<Row>({ searchFields, selects }) : null;

  /**
   * Whether a row passes: the select filters and the search over `searchFields`, of the row at
   * `place` of the rows `index` follows, then `matches`, asked only when some filter is neither (at
   * 100,000 users, asking it cost 17 to 28 ms of a keystroke, and reading each row's role and
   * status for a select 24 ms of a 157 ms change).
   */
  function passes(filters: Filters): (row: Row, place: number) => boolean {
    const tests: ((place: number) => boolean)[] = [];
    let searchTest: ((place: number) => boolean) | null = null;
    let asksMatcher = false;
    for (const key of Object.keys(filters) as (keyof Filters & string)[]) {
      const value = filters[key];
      if (key === search && index?.searches) {
        const needle = typeof value === 'string' ? searchNeedle(value) : '';
        if (needle) searchTest = (place) => index.holds(place, needle);
      } else if (index?.isSelect(key)) {
        if (!isOpen(value)) tests.push(index.selectTest(key, value));
      } else asksMatcher ||= matches !== undefined;
    }
    // The kept numbers compare fastest: the search's texts after them.
    if (searchTest) tests.push(searchTest);
    const [only] = tests;
    const kept =
      tests.length > 1 ? (place: number) => tests.every((test) => test(place)) : (only ?? (() => true));
    if (!asksMatcher) return (_row, place) => kept(place);
    return (row, place) => kept(place) && matches!(row, filters);
  }

  function afresh(rows: readonly Row[], filters: Filters): Answer<Row, Filters> {
    index?.follow(rows);
    const pass = passes(filters);
    const result: Row[] = [];
    const sources: number[] = [];
    rows.forEach((row, i) => {
      if (!pass(row, i)) return;
      result.push(row);
      sources.push(i);
    });
    return { rows, filters, result, sources };
  }

  function patched(before: Answer<Row, Filters>, rows: readonly Row[], changed: number[]) {
    index?.follow(rows);
    const pass = passes(before.filters);
    const result = before.result.slice();
    const sources = before.sources.slice();
    let moved = false;
    for (const i of changed) {
      const at = lowerBound(sources, i);
      const was = sources[at] === i;
      const is = pass(rows[i]!, i);
      if (!was && !is) continue;
      moved = true;
      if (was && is) result[at] = rows[i]!;
      else if (was) {
        result.splice(at, 1);
        sources.splice(at, 1);
      } else {
        result.splice(at, 0, rows[i]!);
        sources.splice(at, 0, i);
      }
    }
    return moved ? { rows, filters: before.filters, result, sources } : { ...before, rows };
  }

  /** The last answer's rows that pass the new filters (`narrows`: no other row can). */
  function narrowed(before: Answer<Row, Filters>, filters: Filters): Answer<Row, Filters> {
    const pass = passes(filters);
    const result: Row[] = [];
    const sources: number[] = [];
    before.result.forEach((row, i) => {
      if (!pass(row, before.sources[i]!)) return;
      result.push(row);
      sources.push(before.sources[i]!);
    });
    return { rows: before.rows, filters, result, sources };
  }

  return (state: State, filters: Filters): Row[] => {
    const rows = selectRows(state);
    const sameFilters = last !== null && shallowEqual(last.filters, filters);
    if (last && sameFilters && last.rows === rows) return last.result;
    if (last && last.rows === rows && narrows(last.filters, filters, options)) {
      last = narrowed(last, filters);
      return last.result;
    }
    const changed = last && sameFilters ? changedIndices(last.rows, rows) : null;
    last = last && changed ? patched(last, rows, changed) : afresh(rows, filters);
    return last.result;
  };
}
