import { useCallback, useMemo, useState } from 'react';

/** A list's row selection, as `DataList`'s `selection` prop takes it. */
export interface RowSelection<Row> {
  /** Ids of the selected rows that are still among the rows. */
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  clear: () => void;
  /** The selected rows themselves, in the rows' order. */
  selectedRows: readonly Row[];
}

const NOTHING: ReadonlySet<string> = new Set();

/** The ids of `selected` that are among `ids`; `selected` itself when all are (same identity). */
export function keepPresent(selected: ReadonlySet<string>, ids: ReadonlySet<string>): ReadonlySet<string> {
  let missing = false;
  for (const id of selected) {
    if (!ids.has(id)) {
      missing = true;
      break;
    }
  }
  if (!missing) return selected;
  return new Set([...selected].filter((id) => ids.has(id)));
}

/**
 * The selection of a list with bulk actions (issue 12). It is kept across pages; an id whose row is
 * no longer among `rows` (a filter or search changed, the item left the queue) is dropped, so a
 * bulk action never reaches a row the user cannot see in the list.
 */
export function useRowSelection<Row>(
  rows: readonly Row[],
  getRowId: (row: Row) => string,
): RowSelection<Row> {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(NOTHING);
  // The rows' ids only when something is chosen: a set of 100,000 ids for an empty selection would
  // cost every search keystroke and the list's first render for nothing.
  const selected = useMemo(
    () => (chosen.size === 0 ? chosen : keepPresent(chosen, new Set(rows.map(getRowId)))),
    [chosen, rows, getRowId],
  );
  const selectedRows = useMemo(
    () => (selected.size === 0 ? [] : rows.filter((row) => selected.has(getRowId(row)))),
    [rows, selected, getRowId],
  );
  const onChange = useCallback((next: ReadonlySet<string>) => setChosen(next), []);
  const clear = useCallback(() => setChosen(NOTHING), []);
  return { selected, onChange, clear, selectedRows };
}
