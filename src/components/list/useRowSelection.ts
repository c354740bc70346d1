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
export function keepPresent(
  selected: ReadonlySet<string>,
  ids: { has(id: string): boolean },
): ReadonlySet<string> {
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

/** Each row's place among `rows`, by its id. */
function placesById<Row>(rows: readonly Row[], getRowId: (row: Row) => string): ReadonlyMap<string, number> {
  const places = new Map<string, number>();
  rows.forEach((row, place) => places.set(getRowId(row), place));
  return places;
}

/**
 * The selection of a list with bulk actions (issue 12). It is kept across pages; an id whose row is
 * no longer among `rows` (a filter or search changed, the item left the queue) is dropped, so a
 * bulk action never reaches a row the user cannot see in the list.
 *
 * A click costs what is selected, not the list: each row's place by its id is made once for a list
 * of rows (when the first row is chosen, and again when the rows change), and each click then finds
 * the chosen ids in it. For an empty selection nothing is made: a map of 100,000 ids would cost
 * every search keystroke and the list's first render for nothing.
 */
export function useRowSelection<Row>(
  rows: readonly Row[],
  getRowId: (row: Row) => string,
): RowSelection<Row> {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(NOTHING);
  const anything = chosen.size > 0;
  const places = useMemo(() => (anything ? placesById(rows, getRowId) : null), [anything, rows, getRowId]);
  const selected = useMemo(() => (places ? keepPresent(chosen, places) : NOTHING), [chosen, places]);
  const selectedRows = useMemo(
    () =>
      places
        ? [...selected]
            .map((id) => places.get(id)!)
            .sort((a, b) => a - b)
            .map((place) => rows[place]!)
        : [],
    [rows, selected, places],
  );
  const onChange = useCallback((next: ReadonlySet<string>) => setChosen(next), []);
  const clear = useCallback(() => setChosen(NOTHING), []);
  return { selected, onChange, clear, selectedRows };
}
