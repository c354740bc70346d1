import type { DataListColumn } from './DataList';

/** A column with data (not the row's actions): it is exported and counts towards "keep one". */
export const isDataColumn = <Row>(column: DataListColumn<Row>): boolean => column.exportValue !== false;

/** A column the user may hide from the Columns menu. */
export const isHideable = <Row>(column: DataListColumn<Row>): boolean => column.hideable !== false;

/**
 * The columns shown: all but the hidden hideable ones. A saved choice that would leave no data
 * column (columns renamed since, a hand-edited storage) is ignored: every column shows.
 */
export function shownColumns<Row>(
  columns: readonly DataListColumn<Row>[],
  hidden: ReadonlySet<string>,
): readonly DataListColumn<Row>[] {
  if (hidden.size === 0) return columns;
  const shown = columns.filter((column) => !isHideable(column) || !hidden.has(column.field));
  return shown.some(isDataColumn) ? shown : columns;
}
