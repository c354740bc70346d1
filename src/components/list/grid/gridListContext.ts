import type { GridLocaleText } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';

/** What the grid's slots (toolbar, row checkbox) need from the list around them. */
export interface GridListContextValue {
  /** Exports the list's CSV; absent for a list without Export. */
  onExport?: () => void;
  /** A row checkbox's accessible name ("Select Ana Ruiz"), by the row's id. */
  rowLabel?: (id: string) => string | undefined;
  /**
   * Goes to a page (1-based) by writing the URL; the grid follows through its controlled
   * `paginationModel`. Only the pager changes the page, so the grid's own adjustments while its
   * rows change (a tab, a search) never write a stale page back.
   */
  setPage?: (page: number) => void;
  /** The grid's texts in the reader's language (the toolbar's density menu uses them). */
  localeText?: GridLocaleText;
  /** How many rows of the search are selected, and how many the search holds (the header checkbox). */
  selectedCount?: number;
  total?: number;
}

export const GridListContext = createContext<GridListContextValue>({});

export const useGridList = () => useContext(GridListContext);
