import Checkbox from '@mui/material/Checkbox';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { DataListColumn, DataListSelection } from './DataList';
import { valueOf, widthOf } from './listSort';
import { PageCheckbox } from './PageCheckbox';
import { SortHeader } from './SortHeader';
import type { SortState } from './useSortParam';

interface DataListTableProps<Row> {
  /** The columns shown (hidden ones left out). */
  columns: readonly DataListColumn<Row>[];
  /** The rows of the page on screen. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  ariaLabel: string;
  dense: boolean;
  sort: SortState | null;
  onSort: (field: string) => void;
  selection?: DataListSelection<Row>;
}

/** A list from 768 px: a real table, with a checkbox column first when rows can be selected. */
export function DataListTable<Row>({
  columns,
  rows,
  getRowId,
  ariaLabel,
  dense,
  sort,
  onSort,
  selection,
}: DataListTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table
        aria-label={ariaLabel}
        size="small"
        sx={dense ? { '& .MuiTableCell-root': { px: 0.75 } } : undefined}
      >
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox" scope="col">
                <PageCheckbox
                  ids={rows.map(getRowId)}
                  selection={selection}
                  label={t('admin.tools.bulk.selectPage')}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <SortHeader
                key={column.field}
                label={column.headerName}
                field={column.field}
                sortable={column.sortable !== false}
                sort={sort}
                onSort={onSort}
                width={widthOf(column, columns)}
                minWidth={column.minWidth}
              />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const id = getRowId(row);
            const selected = selection?.selected.has(id) ?? false;
            return (
              <TableRow key={id} hover selected={selected} sx={SELECTED_ROW_SX}>
                {selection && (
                  <TableCell padding="checkbox">
                    <RowCheckbox id={id} selection={selection} label={selection.rowLabel(row)} />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.field} sx={{ py: 1.25 }}>
                    {column.renderCell ? column.renderCell(row) : String(valueOf(row, column) ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A selected row: the hover tint and a bar at its start edge (flipped in RTL), not MUI's primary
 * tint, on which the outlined status chips' text falls below 4.5:1 (axe color-contrast).
 */
const SELECTED_ROW_SX: SxProps<Theme> = (theme) => ({
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: theme.vars.palette.action.hover },
  '&.Mui-selected > td:first-of-type': { boxShadow: `inset 3px 0 0 ${theme.vars.palette.primary.main}` },
});

/** One row's checkbox (table row or card), named by the page (e.g. "Select Ana Ruiz"). */
export function RowCheckbox<Row>({
  id,
  selection,
  label,
}: {
  id: string;
  selection: DataListSelection<Row>;
  label: string;
}) {
  const checked = selection.selected.has(id);
  return (
    <Checkbox
      checked={checked}
      onChange={() => {
        const next = new Set(selection.selected);
        if (checked) next.delete(id);
        else next.add(id);
        selection.onChange(next);
      }}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
