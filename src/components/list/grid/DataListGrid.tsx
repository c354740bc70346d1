import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  useGridApiRef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowHeightParams,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/i18n/locale';
import type { DataListViewProps } from '../listTypes';
import { CsvWriterGrid, type CsvJob } from './CsvWriterGrid';
import { toGridColumns } from './gridColumns';
import { GridListContext, type GridListContextValue } from './gridListContext';
import { gridLocaleText } from './gridLocale';
import { GridListToolbar } from './GridListToolbar';
import { GridPager } from './GridPager';
import { NamedRowCheckbox } from './NamedRowCheckbox';
import { useScrollbarSize } from './scrollbarSize';
import { SearchHeaderCheckbox } from './SearchHeaderCheckbox';
import { useGridModels } from './useGridModels';
import { useRowHeightEstimate } from './useRowHeightEstimate';

const SLOTS = { toolbar: GridListToolbar, pagination: GridPager, rowCheckbox: NamedRowCheckbox };
/**
 * The row count is the grid's state, set through its API (useGridModels): as a prop, a new count
 * made the grid take its `rows` prop again, the first page's. Server pagination without a
 * `rowCount` prop asks for `paginationMeta` instead; it says nothing more than the count does.
 */
const PAGINATION_META = {};
const AUTO_ROW_HEIGHT = () => 'auto' as const;
const HIDDEN = { visibility: 'hidden' } as const;
const SORTING_ORDER = ['asc', 'desc', null] as const;

/**
 * The ids a selection model names: its own for `include`, every row but its own for `exclude`
 * (select all). The rows' ids are asked for only then: a click on one row's checkbox of 100,000
 * does not list them all.
 */
function selectedIds(model: GridRowSelectionModel, allIds: () => readonly string[]): ReadonlySet<string> {
  if (model.type === 'include') return new Set([...model.ids].map(String));
  return new Set(allIds().filter((id) => !model.ids.has(id as GridRowId)));
}

/**
 * A list from 768 px (a chunk of its own, loaded only here): MUI X DataGrid, every model controlled
 * from the list's state (sort and page in the URL, visible columns in local storage, the selection
 * in the screen). The rows come searched, filtered and sorted by the list (one order for the grid
 * and the cards), and the grid is given only the page it shows (its `paginationMode="server"`, the
 * list's store being the server): a grid holding all of 100,000 rows rebuilt its row tree and
 * order on every sort, keystroke or change, 100 to 200 ms each time (docs/performance.md). Its
 * headers set the sort, its pager the page; it shows and hides columns, selects, exports (through a
 * second grid, `CsvWriterGrid`), resizes, sets its density and moves between cells by keyboard itself.
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
  const { t, language } = useLocale();
  const apiRef = useGridApiRef();
  const withCheckboxes = Boolean(selection);
  const ownColumns = useMemo(() => toGridColumns(columns), [columns]);
  const gridColumns = useMemo(
    () =>
      // The checkbox column is not the reader's to hide: it is there because the list has bulk
      // actions. Its header shows the selection of the whole search, not of the page the grid holds.
      withCheckboxes
        ? [
            { ...GRID_CHECKBOX_SELECTION_COL_DEF, hideable: false, renderHeader: SearchHeaderCheckbox },
            ...ownColumns,
          ]
        : ownColumns,
    [ownColumns, withCheckboxes],
  );
  const pageRows = useMemo(() => rows.slice((page - 1) * pageSize, page * pageSize), [rows, page, pageSize]);
  const pageIds = useMemo(() => pageRows.map(getRowId), [pageRows, getRowId]);
  const estimateRowHeight = useRowHeightEstimate(apiRef, pageIds);
  const scrollbarSize = useScrollbarSize();
  // The grid's props stay the same from one page, search or sort to the next (useGridModels): the
  // handlers read the list as it is when they are called.
  const current = useRef({ rows, getRowId, onSelectionChange: selection?.onChange, estimateRowHeight });
  useLayoutEffect(() => {
    current.current = { rows, getRowId, onSelectionChange: selection?.onChange, estimateRowHeight };
  });
  const onRowSelectionModelChange = useCallback((model: GridRowSelectionModel) => {
    const { rows: all, getRowId: idOf, onSelectionChange } = current.current;
    onSelectionChange?.(selectedIds(model, () => all.map(idOf)));
  }, []);
  const estimateHeight = useCallback(
    (params: GridRowHeightParams) => current.current.estimateRowHeight(params),
    [],
  );
  // A screen may write its getRowId inline (a new function each render): the grid keeps one.
  const gridRowId = useCallback((row: unknown) => current.current.getRowId(row as Row), []);
  const localeText = useMemo(() => gridLocaleText(language, t), [language, t]);
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
  const pageSizeOptions = useMemo(() => [pageSize], [pageSize]);
  const grid = useGridModels(
    apiRef,
    {
      rows: pageRows as readonly object[],
      rowCount: rows.length,
      paginationModel,
      sortModel,
      selectionModel,
      visibilityModel: visibility as GridColumnVisibilityModel,
    },
    dense ? 'compact' : 'standard',
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
  // Export: every row of the search in its sort, the visible columns, written by the grid's own
  // CSV writer in a second grid (CsvWriterGrid); pressed again while a file is being written, nothing.
  // That grid is mounted in a transition, so that its render is cut into the browser's turns rather
  // than held in the click's task (95 to 149 ms of it at 100,000 rows, docs/performance.md).
  const [csvJob, setCsvJob] = useState<CsvJob | null>(null);
  const onExport = useCallback(
    () =>
      startTransition(() => setCsvJob((current) => current ?? { fileName, rows: rows as readonly object[] })),
    [fileName, rows],
  );
  const onCsvDone = useCallback(
    (count: number) => {
      setCsvJob(null);
      onExported(count);
    },
    [onExported],
  );
  const labelOfRow = selection?.rowLabel;
  const rowLabel = useMemo(() => {
    if (!labelOfRow) return undefined;
    const byId = new Map(pageIds.map((id, index) => [id, pageRows[index]!]));
    return (id: string) => {
      const row = byId.get(id);
      return row === undefined ? undefined : labelOfRow(row);
    };
  }, [labelOfRow, pageRows, pageIds]);
  const selectedCount = selected?.size ?? 0;
  const context = useMemo<GridListContextValue>(
    () => ({
      onExport: exportable === false ? undefined : onExport,
      rowLabel,
      localeText,
      setPage,
      selectedCount,
      total: rows.length,
    }),
    [exportable, onExport, rowLabel, localeText, setPage, selectedCount, rows.length],
  );

  return (
    <GridListContext value={context}>
      {/* Hidden, but laid out and measured, until its rows are in (useGridModels): never empty. */}
      <Box style={grid.ready ? undefined : HIDDEN}>
        {selection && selection.selected.size > 0 && bulkActions}
        <DataGrid
          apiRef={apiRef}
          aria-label={ariaLabel}
          rows={grid.rows as object[]}
          paginationMode="server"
          paginationMeta={PAGINATION_META}
          columns={gridColumns}
          getRowId={gridRowId}
          autoHeight
          getRowHeight={AUTO_ROW_HEIGHT}
          getEstimatedRowHeight={estimateHeight}
          scrollbarSize={scrollbarSize}
          localeText={localeText}
          initialState={grid.initialState}
          sortingOrder={SORTING_ORDER as unknown as GridSortModel[number]['sort'][]}
          // The rows come in this sort model's order (DataList sorts them once for grid and cards).
          sortingMode="server"
          onSortModelChange={onSortModelChange}
          pageSizeOptions={pageSizeOptions}
          onColumnVisibilityModelChange={setVisibility}
          checkboxSelection={withCheckboxes}
          onRowSelectionModelChange={onRowSelectionModelChange}
          // The selection spans pages; the grid holds one page, and must not drop the others' rows.
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          disableColumnFilter
          hideFooterSelectedRowCount
          showToolbar
          slots={SLOTS}
          sx={GRID_SX}
        />
        {csvJob && (
          <CsvWriterGrid
            job={csvJob}
            columns={ownColumns}
            getRowId={getRowId as (row: object) => string}
            visibility={visibility as GridColumnVisibilityModel}
            localeText={localeText}
            onDone={onCsvDone}
          />
        )}
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
