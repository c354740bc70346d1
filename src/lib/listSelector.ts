import { shallowEqual } from 'react-redux';
import { changedIndices } from './changedIndices';
import { searchNeedle } from './search';

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

export interface ListSelectorOptions<Filters> {
  /**
   * The filter holding the search text (`matchesSearch`'s query). Typing on, a query that holds the
   * last one with the other filters the same, can only let through fewer rows: the last answer's
   * rows are checked again, not every row.
   */
  search?: keyof Filters;
}

/** `after` lets through only rows `before` let through: the same filters but a search typed on. */
function typedOn<Filters extends object>(before: Filters, after: Filters, search: keyof Filters): boolean {
  const was = before[search];
  const is = after[search];
  if (typeof was !== 'string' || typeof is !== 'string' || was === is) return false;
  if (!searchNeedle(is).includes(searchNeedle(was))) return false;
  return shallowEqual({ ...before, [search]: null }, { ...after, [search]: null });
}

/**
 * A list screen's selector (spec 2.4 and 5): the rows that pass `matches` for the given filters.
 * It remembers its last answer, for filter values equal one by one (a screen may build a new
 * filters object on every render). When a change replaced only some rows, with the same filters,
 * the last answer is patched: each replaced row is checked again and takes its place, joins or
 * leaves (at 100,000 users, filtering them all again cost 11 ms of every status change). The same
 * rows, or replaced ones that change nothing, give the same array back. A search typed on (the
 * `search` option) checks only the rows the last answer let through.
 */
export function createListSelector<State, Row, Filters extends object>(
  selectRows: (state: State) => readonly Row[],
  matches: (row: Row, filters: Filters) => boolean,
  { search }: ListSelectorOptions<Filters> = {},
) {
  let last: Answer<Row, Filters> | null = null;

  function afresh(rows: readonly Row[], filters: Filters): Answer<Row, Filters> {
    const result: Row[] = [];
    const sources: number[] = [];
    rows.forEach((row, i) => {
      if (!matches(row, filters)) return;
      result.push(row);
      sources.push(i);
    });
    return { rows, filters, result, sources };
  }

  function patched(before: Answer<Row, Filters>, rows: readonly Row[], changed: number[]) {
    const result = before.result.slice();
    const sources = before.sources.slice();
    let moved = false;
    for (const i of changed) {
      const at = lowerBound(sources, i);
      const was = sources[at] === i;
      const is = matches(rows[i]!, before.filters);
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

  /** The last answer's rows that pass the new filters (`typedOn`: no other row can). */
  function narrowed(before: Answer<Row, Filters>, filters: Filters): Answer<Row, Filters> {
    const result: Row[] = [];
    const sources: number[] = [];
    before.result.forEach((row, i) => {
      if (!matches(row, filters)) return;
      result.push(row);
      sources.push(before.sources[i]!);
    });
    return { rows: before.rows, filters, result, sources };
  }

  return (state: State, filters: Filters): Row[] => {
    const rows = selectRows(state);
    const sameFilters = last !== null && shallowEqual(last.filters, filters);
    if (last && sameFilters && last.rows === rows) return last.result;
    if (last && last.rows === rows && search !== undefined && typedOn(last.filters, filters, search)) {
      last = narrowed(last, filters);
      return last.result;
    }
    const changed = last && sameFilters ? changedIndices(last.rows, rows) : null;
    last = last && changed ? patched(last, rows, changed) : afresh(rows, filters);
    return last.result;
  };
}
