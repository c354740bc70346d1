import type {
  GridApi,
  GridColumnVisibilityModel,
  GridInitialState,
  GridPaginationModel,
  GridRowSelectionModel,
  GridSortModel,
} from '@mui/x-data-grid';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';

/**
 * What the list decides and the grid shows: the page's rows, the search's count, page, sort,
 * selection and the columns shown.
 */
export interface GridModels {
  rows: readonly object[];
  rowCount: number;
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  selectionModel: GridRowSelectionModel;
  visibilityModel: GridColumnVisibilityModel;
}

const sameSort = (a: GridSortModel, b: GridSortModel) =>
  a.length === b.length && a.every((item, i) => item.field === b[i]!.field && item.sort === b[i]!.sort);

const sameSelection = (a: GridRowSelectionModel, b: GridRowSelectionModel) =>
  a.type === b.type && a.ids.size === b.ids.size && [...a.ids].every((id) => b.ids.has(id));

/** The same columns hidden (a column is shown unless its field is `false`). */
const sameVisibility = (a: GridColumnVisibilityModel, b: GridColumnVisibilityModel) =>
  [...Object.keys(a), ...Object.keys(b)].every((field) => (a[field] === false) === (b[field] === false));

const NO_ROWS: readonly object[] = [];

/**
 * Whether a list's grid has been on this page before: the grid's styles are inserted the first
 * time one renders, which made the page's first grid the costly one (`useGridModels`).
 */
let gridShownBefore = false;

/**
 * Gives the grid the list's models through its API, in the commit, rather than as props; returns
 * the grid's `rows` prop (always none: its rows are set through the API) and `initialState`, which
 * never change, and whether it holds the list's rows yet (`ready`).
 *
 * The grid hands its props to every cell through one context: any new prop, the page's rows
 * included, renders every cell of the page again. A page change, a search or a sort rendered the
 * page being left, then (once the grid took the new rows in an effect, a task later) the new one:
 * at 1,000 users, 963 component renders of the 2,109 of a page change were the old page's
 * (docs/performance.md). Set through the API, only what reads the changed state renders, and the
 * new page renders in the same task as the change. The grid's own changes (a header's sort, a
 * checkbox, the columns panel) still reach the list through `onSortModelChange`,
 * `onRowSelectionModelChange` and `onColumnVisibilityModelChange`, and the list's answer comes back
 * here; a model equal to the grid's own is not set again. A checkbox, a row's or the columns
 * panel's, so shows its click as the click ends: the grid holds its selection and columns itself
 * (a controlled model reached its state in an effect, after the paint).
 */
export function useGridModels(
  apiRef: RefObject<GridApi | null>,
  models: GridModels,
  density: 'compact' | 'standard',
): { rows: readonly object[]; initialState: GridInitialState; ready: boolean } {
  const [first] = useState(() => ({ ...models, rows: NO_ROWS }));
  const given = useRef(first);
  // The page's first grid mounts without rows (its styles, its measuring and the render that
  // follows it, one task), and its rows come a task later, in a transition: in one task, the list's
  // first render took 180 to 220 ms even at 1,000 rows on a slow machine (docs/performance.md). A
  // later grid finds the styles inserted and takes its rows in its first commit, before the paint.
  const [mounted, setMounted] = useState(() => gridShownBefore);
  useEffect(() => {
    gridShownBefore = true;
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  // The grid takes no initial selection but its prop's: a selection made before it mounted (on the
  // cards, before the window widened) is set by the effect below, as any later one.
  const initialState = useMemo<GridInitialState>(
    () => ({
      density,
      pagination: { paginationModel: first.paginationModel, rowCount: first.rowCount },
      sorting: { sortModel: first.sortModel },
      columns: { columnVisibilityModel: first.visibilityModel },
    }),
    [density, first],
  );
  const { rows, rowCount, paginationModel, sortModel, selectionModel, visibilityModel } = models;
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api || !mounted) return;
    const was = given.current;
    given.current = { rows, rowCount, paginationModel, sortModel, selectionModel, visibilityModel };
    // The page first: a smaller count would otherwise move the grid to its last page.
    if (was.paginationModel !== paginationModel) api.setPaginationModel(paginationModel);
    if (was.rowCount !== rowCount) api.setRowCount(rowCount);
    if (!sameSort(api.state.sorting.sortModel, sortModel)) api.setSortModel(sortModel);
    if (!sameSelection(api.state.rowSelection, selectionModel)) api.setRowSelectionModel(selectionModel);
    if (!sameVisibility(api.state.columns.columnVisibilityModel, visibilityModel))
      api.setColumnVisibilityModel(visibilityModel);
    if (was.rows !== rows) api.setRows(rows as object[]);
  }, [apiRef, mounted, rows, rowCount, paginationModel, sortModel, selectionModel, visibilityModel]);
  return { rows: NO_ROWS, initialState, ready: mounted };
}
