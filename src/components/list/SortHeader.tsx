import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortState } from './useSortParam';

export interface SortHeaderProps {
  label: string;
  field: string;
  sortable: boolean;
  sort: SortState | null;
  onSort: (field: string) => void;
  width?: string;
  minWidth?: number;
}

/** A column header; a sortable one is a button that cycles ascending, descending, unsorted. */
export function SortHeader({ label, field, sortable, sort, onSort, width, minWidth }: SortHeaderProps) {
  const active = sort?.field === field;
  const direction = active ? sort.direction : 'asc';
  return (
    <TableCell
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      sx={{ width, minWidth, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {sortable ? (
        <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );
}
