import type { ReactNode } from 'react';

/** The shared types of the list (`DataList`, its grid and its cards): one file, so nothing imports back. */

/** Rows a page, unless a list says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The least width of a status column: its longest one-word status ("Unassigned", "Completed") on
 * one line in its chip at 1366 px. A chip breaks only between words ("Under / Review").
 */
export const STATUS_COLUMN_MIN_WIDTH = 126;

export interface DataListColumn<Row> {
  field: string;
  headerName: string;
  /** Cell content; defaults to the column's value. */
  renderCell?: (row: Row) => ReactNode;
  /**
   * The value shown and sorted by; defaults to `row[field]`. It reads only its row and the
   * language's texts: its values are kept per list, field and language from one visit to the next
   * (`keepColumnValues`).
   */
  valueGetter?: (row: Row) => string | number;
  /** The value written to CSV; defaults to valueGetter / row[field]. `false` leaves the column out (actions). */
  exportValue?: ((row: Row) => string | number | null) | false;
  /** `false`: the column cannot be hidden (the row's name or title). */
  hideable?: false;
  /** Relative width of the column. */
  flex?: number;
  minWidth?: number;
  sortable?: false;
}

export interface DataListSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** Accessible name of a row's checkbox, e.g. t('admin.tools.bulk.selectRow', { name }) */
  rowLabel: (row: Row) => string;
}

/** A list's sort as `?sort=name` / `?sort=-name` holds it. */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** Which columns show, as the grid's `columnVisibilityModel`: a field mapped to `false` is hidden. */
export type ColumnVisibility = Readonly<Record<string, boolean>>;

export interface DataListProps<Row> {
  /**
   * Names the list: its export file and its saved column choice ("users", "user-verification").
   * The same list under another role's path (/broker/users) has the same id.
   */
  listId: string;
  /** All rows, already searched and filtered by the caller. */
  rows: readonly Row[];
  columns: readonly DataListColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Content of a row's card under 768 px. */
  renderCard: (row: Row) => ReactNode;
  /** Accessible name of the grid or card list. */
  ariaLabel: string;
  emptyTitle?: string;
  emptyHint?: string;
  pageSize?: number;
  /** The query parameter holding the page, for a screen with two paged lists (default `page`). */
  pageParam?: string;
  /** The grid starts in its compact density, for a list with many columns. */
  dense?: boolean;
  /** Row checkboxes (`useRowSelection`), for a list with bulk actions. */
  selection?: DataListSelection<Row>;
  /** Shown above the list when some rows are selected (the page's BulkActionBar). */
  bulkActions?: ReactNode;
  /** `false`: no Export button (rare; every list exports by default). */
  export?: false;
}

/**
 * What `DataList` hands its two views (the grid from 768 px, the cards below): the props, with the
 * list's state read from the URL and local storage, and its writers.
 */
export interface DataListViewProps<Row> extends DataListProps<Row> {
  pageSize: number;
  /** 1-based, already clamped to the pages there are. */
  page: number;
  setPage: (page: number) => void;
  sort: SortState | null;
  setSort: (sort: SortState | null) => void;
  visibility: ColumnVisibility;
  setVisibility: (visibility: ColumnVisibility) => void;
  /** Downloads the list's CSV file is named this, plus `.csv`. */
  fileName: string;
  /** Says the export is done (the toast), with the rows written and the file's name. */
  onExported: (count: number) => void;
}
