import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * A cell's content in the grid's keyboard model: the grid is one tab stop and its arrow keys move
 * between cells. A link or button inside a cell is a Tab stop only in the focused cell; when its
 * cell gets the focus, the grid itself moves it to the first such element (its `[tabindex="0"]`),
 * where Enter or Space presses it. Focus the app moves elsewhere is left alone.
 */
function CellContent({ tabIndex, children }: { tabIndex: 0 | -1; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current
      ?.querySelectorAll<HTMLElement>(FOCUSABLE)
      .forEach((element) => element.setAttribute('tabindex', String(tabIndex)));
  });
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

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
    renderCell: ({ row, value, tabIndex }: GridRenderCellParams) => (
      <CellContent tabIndex={tabIndex}>
        {column.renderCell ? column.renderCell(row as Row) : String(value ?? '')}
      </CellContent>
    ),
  }));
}
