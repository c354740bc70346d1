import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { memo, useLayoutEffect, useRef, type ReactElement } from 'react';
import { exportCell } from '../listExport';
import { valueOf } from '../listSort';
import type { DataListColumn } from '../listTypes';

/**
 * Room for a short value; a longer one (a date, a chip's label) wraps in its cell, which grows. The
 * row's name or title gets more, so that a long word is not broken; a column may ask for more (one
 * with buttons). When the minimums pass the grid's width (a narrow window), the grid scrolls sideways.
 */
const MIN_COLUMN_WIDTH = 96;
const MIN_NAME_COLUMN_WIDTH = 120;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

interface CellContentProps<Row> {
  row: Row;
  column: DataListColumn<Row>;
  tabIndex: 0 | -1;
}

/**
 * A cell's content in the grid's keyboard model: the grid is one tab stop and its arrow keys move
 * between cells. A link or button inside a cell is a Tab stop only in the focused cell; when its
 * cell gets the focus, the grid itself moves it to the first such element (its `[tabindex="0"]`),
 * where Enter or Space presses it. Focus the app moves elsewhere is left alone.
 *
 * Memoised on its row, column and tab index: the grid renders every row again whenever any of its
 * props changes (its rows read the props through a context), so a sort, search, filter or page
 * rendered the rows it was leaving, content and all, before the rows it had been given. What a
 * cell shows depends on its row and column alone (the column is made again when its language or
 * clock changes); a cell's own state and store subscriptions still render it.
 */
const CellContent = memo(function CellContent<Row>({ row, column, tabIndex }: CellContentProps<Row>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current
      ?.querySelectorAll<HTMLElement>(FOCUSABLE)
      .forEach((element) => element.setAttribute('tabindex', String(tabIndex)));
  });
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {column.renderCell ? column.renderCell(row) : String(valueOf(row, column) ?? '')}
    </div>
  );
}) as <Row>(props: CellContentProps<Row>) => ReactElement;

/**
 * Our columns as the grid's: the same field, header, width share and value. The grid's headers set
 * the sort; the rows come already sorted by it (DataList, one order for grid and cards). It exports the column's export value (the
 * CSV file the cards write too), and renders the column's cell; a column without data (the row's
 * actions) is left out of the export and the name column cannot be hidden.
 */
export function toGridColumns<Row>(columns: readonly DataListColumn<Row>[]): GridColDef[] {
  return columns.map((column): GridColDef => ({
    field: column.field,
    headerName: column.headerName,
    flex: column.flex ?? 1,
    minWidth: column.minWidth ?? (column.hideable === false ? MIN_NAME_COLUMN_WIDTH : MIN_COLUMN_WIDTH),
    sortable: column.sortable !== false,
    hideable: column.hideable !== false,
    disableExport: column.exportValue === false,
    // A column without data (the row's actions) has nothing to sort or filter: no header menu.
    disableColumnMenu: column.exportValue === false,
    valueGetter: (_value, row) => valueOf(row as Row, column),
    valueFormatter: (_value, row) => exportCell(row as Row, column),
    renderCell: ({ row, tabIndex }: GridRenderCellParams) => (
      <CellContent row={row as Row} column={column} tabIndex={tabIndex} />
    ),
  }));
}
