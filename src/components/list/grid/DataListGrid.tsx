import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsvInBatches } from '../listExport';
import type { DataListViewProps } from '../listTypes';
import { toGridColumns } from './gridColumns';
import { GridListContext, type GridListContextValue } from './gridListContext';
import { gridLocaleText } from './gridLocale';
import { GridListToolbar } from './GridListToolbar';
import { GridPager } from './GridPager';
import { NamedRowCheckbox } from './NamedRowCheckbox';

const SLOTS = { toolbar: GridListToolbar, pagination: GridPager, rowCheckbox: NamedRowCheckbox };
const AUTO_ROW_HEIGHT = () => 'auto' as const;
const SORTING_ORDER = ['asc', 'desc', null] as const;

/** The ids a selection model names: its own for `include`, every row but its own for `exclude` (select all). */
function selectedIds(model: GridRowSelectionModel, allIds: readonly string[]): ReadonlySet<string> {
  if (model.type === 'include') return new Set([...model.ids].map(String));
  return new Set(allIds.filter((id) => !model.ids.has(id as GridRowId)));
}

/**
 * A list from 768 px (a chunk of its own, loaded only here): MUI X DataGrid, every model controlled
 * from the list's state (sort and page in the URL, visible columns in local storage, the selection
 * in the screen). The rows come sorted by the list (one sort for the grid and the cards, memoised);
 * the grid's headers set that sort, and it pages, shows and hides columns, selects, exports, resizes, sets
 * its density and moves between cells by keyboard itself; only the current page's rows render.
 */
export default function DataListGrid<Row>({
  rows,
  columns,
  getRowId,
  ariaLabel,
  pageSize,
  page,
  setPage,
  sort,
  setSort,
  visibility,
  setVisibility,
  selection,
  bulkActions,
  dense,
  export: exportable,
  fileName,
  onExported,
}: DataListViewProps<Row>) {
  const { t, i18n } = useTranslation();
  const apiRef = useGridApiRef();
  const withCheckboxes = Boolean(selection);
  const gridColumns = useMemo(() => {
    const own = toGridColumns(columns);
    // The checkbox column is not the reader's to hide: it is there because the list has bulk actions.
    return withCheckboxes ? [{ ...GRID_CHECKBOX_SELECTION_COL_DEF, hideable: false }, ...own] : own;
  }, [columns, withCheckboxes]);
  const localeText = useMemo(() => gridLocaleText(i18n.language, t), [i18n.language, t]);
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.field, sort: sort.direction }] : []),
    [sort],
  );
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );
  const selected = selection?.selected;
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>(selected ?? []) }),
    [selected],
  );

  // Focus the app moves out of the grid (to a tab, a status line, after a row left the list) ends
  // the grid's focused cell, so the grid does not pull the focus back into the row that took the
  // removed one's place. Its own menus and panels are portals outside the grid and are left alone.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const api = apiRef.current;
      const root = api?.rootElementRef.current;
      const target = event.target as Element | null;
      if (!api || !root || !target || root.contains(target)) return;
      if (target.closest('.MuiDataGrid-panel, .MuiDataGrid-menu, [role="menu"], [role="dialog"]')) return;
      if (!api.state.focus.cell) return;
      api.setState((state) => ({
        ...state,
        focus: { cell: null, columnHeader: null, columnHeaderFilter: null, columnGroupHeader: null },
      }));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [apiRef]);

  const onSortModelChange = useCallback(
    ([first]: GridSortModel) => setSort(first?.sort ? { field: first.field, direction: first.sort } : null),
    [setSort],
  );
  const onSelectionChange = selection?.onChange;
  const onRowSelectionModelChange = useCallback(
    (model: GridRowSelectionModel) => onSelectionChange?.(selectedIds(model, rows.map(getRowId))),
    [onSelectionChange, rows, getRowId],
  );
  // Every row of the search in the grid's sort (all pages, selected or not), the visible columns,
  // written by the grid's own CSV export (`getDataAsCsv`: its escaping, its headers) a batch of rows
  // at a time with a pause between batches: `exportDataAsCsv` writes the whole file in one task
  // (seconds at 100,000 rows). A test compares the file with the grid's single-call one.
  const onExport = useCallback(() => {
    const api = apiRef.current;
    if (!api) return;
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const header = api.getDataAsCsv({ getRowsToExport: () => [], includeHeaders: true });
    const lines = (first: number, last: number) =>
      api.getDataAsCsv({ getRowsToExport: () => ids.slice(first, last), includeHeaders: false });
    void downloadCsvInBatches(fileName, ids.length, header, lines).then(() => onExported(ids.length));
  }, [apiRef, fileName, onExported]);
  const labelOfRow = selection?.rowLabel;
  const rowLabel = useMemo(() => {
    if (!labelOfRow) return undefined;
    let byId: Map<string, Row> | null = null; // built on the first checkbox, once per rows
    return (id: string) => {
      byId ??= new Map(rows.map((row) => [getRowId(row), row]));
      const row = byId.get(id);
      return row === undefined ? undefined : labelOfRow(row);
    };
  }, [labelOfRow, rows, getRowId]);
  const context = useMemo<GridListContextValue>(
    () => ({ onExport: exportable === false ? undefined : onExport, rowLabel, localeText, setPage }),
    [exportable, onExport, rowLabel, localeText, setPage],
  );

  return (
    <GridListContext value={context}>
      <Box>
        {selection && selection.selected.size > 0 && bulkActions}
        <DataGrid
          apiRef={apiRef}
          aria-label={ariaLabel}
          rows={rows as Row[]}
          columns={gridColumns}
          getRowId={getRowId as (row: unknown) => string}
          autoHeight
          getRowHeight={AUTO_ROW_HEIGHT}
          localeText={localeText}
          initialState={{ density: dense ? 'compact' : 'standard' }}
          sortingOrder={SORTING_ORDER as unknown as GridSortModel[number]['sort'][]}
          sortModel={sortModel}
          // The rows come in this sort model's order (DataList sorts them once for grid and cards).
          sortingMode="server"
          onSortModelChange={onSortModelChange}
          pageSizeOptions={[pageSize]}
          paginationModel={paginationModel}
          columnVisibilityModel={visibility as GridColumnVisibilityModel}
          onColumnVisibilityModelChange={setVisibility}
          checkboxSelection={withCheckboxes}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={onRowSelectionModelChange}
          disableRowSelectionOnClick
          disableColumnFilter
          hideFooterSelectedRowCount
          showToolbar
          slots={SLOTS}
          sx={GRID_SX}
        />
      </Box>
    </GridListContext>
  );
}

/**
 * Room in auto-height cells, tighter in the compact density. A selected row takes the hover tint
 * and a bar at its start edge (flipped in RTL), not the grid's primary tint, on which the outlined
 * status chips' text falls below 4.5:1 (axe color-contrast). Colours stay the theme's.
 */
const GRID_SX: SxProps<Theme> = (theme) => ({
  bgcolor: 'background.paper',
  // Rows take the height of their content, so a long text wraps instead of being cut.
  '& .MuiDataGrid-cell': {
    py: 1.25,
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  // A status chip in a narrow column wraps its label between words ("Under / Review"), never
  // inside one ("Unassign / ed"): its column is wide enough for one word (STATUS_COLUMN_MIN_WIDTH).
  '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiDataGrid-cell .MuiChip-label': {
    whiteSpace: 'normal',
    overflowWrap: 'normal',
    textAlign: 'center',
    py: 0.25,
  },
  '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 0.5 },
  // The last header's resize handle would stick out past the grid's edge (a sideways scroll).
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
  // So would a header's hidden column-menu button, which its zero-width box does not clip.
  '& .MuiDataGrid-menuIcon': { overflow: 'hidden' },
  '&.MuiDataGrid-root--densityComfortable .MuiDataGrid-cell': { py: 2 },
  '& .MuiDataGrid-row.Mui-selected, & .MuiDataGrid-row.Mui-selected:hover, & .MuiDataGrid-row.Mui-selected.Mui-hovered':
    { bgcolor: theme.vars.palette.action.hover },
  '& .MuiDataGrid-row.Mui-selected > .MuiDataGrid-cell:first-of-type': {
    boxShadow: `inset 3px 0 0 ${theme.vars.palette.primary.main}`,
  },
});
