import { GridHeaderCheckbox, useGridApiContext, type GridColumnHeaderParams } from '@mui/x-data-grid';
import type { ComponentType, KeyboardEvent } from 'react';
import { useGridList } from './gridListContext';

/** The grid's header checkbox with the props this one sets (its type names only the header's params). */
const HeaderCheckbox = GridHeaderCheckbox as ComponentType<
  GridColumnHeaderParams & {
    checked: boolean;
    indeterminate: boolean;
    onKeyDown: (event: KeyboardEvent) => void;
    slotProps: { htmlInput: Record<string, string> };
  }
>;

/**
 * The grid's header checkbox, showing the selection of the whole search: the grid holds only the
 * page it shows (DataListGrid), so on its own it would read "none selected" on a page whose rows are
 * not chosen while rows of other pages are. Checked when every row of the search is selected,
 * mixed when some are; pressing it still goes through the grid's own select-all (every row of the
 * search, DataListGrid's `selectedIds`).
 */
export function SearchHeaderCheckbox(params: GridColumnHeaderParams) {
  const apiRef = useGridApiContext();
  const { selectedCount = 0, total = 0, localeText } = useGridList();
  const all = total > 0 && selectedCount >= total;
  const toggle = (value: boolean) => apiRef.current.publishEvent('headerSelectionCheckboxChange', { value });
  return (
    <HeaderCheckbox
      {...params}
      checked={all}
      indeterminate={selectedCount > 0 && !all}
      // The grid's own Space handler toggles by the page's rows; this one by the search's.
      onKeyDown={(event) => {
        if (event.key === ' ') toggle(!all);
      }}
      slotProps={{
        htmlInput: {
          'aria-label':
            localeText?.[all ? 'checkboxSelectionUnselectAllRows' : 'checkboxSelectionSelectAllRows'] ?? '',
          name: 'select_all_rows',
        },
      }}
    />
  );
}
