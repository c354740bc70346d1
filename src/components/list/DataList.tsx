import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/toast';
import { downloadText, fileDate } from '@/lib/download';
import { ColumnsMenu } from './ColumnsMenu';
import { DataListTable, RowCheckbox } from './DataListTable';
import { DataListToolbar } from './DataListToolbar';
import { shownColumns } from './listColumns';
import { listCsv } from './listExport';
import { sortRows } from './listSort';
import { PageCheckbox } from './PageCheckbox';
import { Pager } from './Pager';
import { useHiddenColumns } from './useHiddenColumns';
import { usePageParam } from './usePageParam';
import { useSortParam } from './useSortParam';

export const DEFAULT_PAGE_SIZE = 10;

export interface DataListColumn<Row> {
  field: string;
  headerName: string;
  /** Cell content; defaults to the column's value. */
  renderCell?: (row: Row) => ReactNode;
  /** The value shown and sorted by; defaults to `row[field]`. */
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
  /** Accessible name of the table or card list. */
  ariaLabel: string;
  emptyTitle?: string;
  emptyHint?: string;
  pageSize?: number;
  /** The query parameter holding the page, for a screen with two paged lists (default `page`). */
  pageParam?: string;
  /** Narrower cell padding, for a table with many columns. */
  dense?: boolean;
  /** Row checkboxes (`useRowSelection`), for a list with bulk actions. */
  selection?: DataListSelection<Row>;
  /** Shown above the list when some rows are selected (the page's BulkActionBar). */
  bulkActions?: ReactNode;
  /** `false`: no Export button (rare; every list exports by default). */
  export?: false;
}

/**
 * The list of every admin list screen: a real table from 768 px, stacked cards below, one page at
 * a time with the page in `?page=` and the sort in `?sort=` (docs/decisions.md, "Lists are tables").
 * Sorting (the column headers) applies to all rows, not just the page, and goes back to page 1.
 * Only the visible page is rendered. Above it: Columns (wide screens; the choice kept per list)
 * and Export (a CSV of every row in the current sort, the shown columns), and with `selection`
 * the row checkboxes and the page's bulk actions (issue 12).
 */
export function DataList<Row>({
  listId,
  rows,
  columns,
  getRowId,
  renderCard,
  ariaLabel,
  emptyTitle,
  emptyHint,
  pageSize = DEFAULT_PAGE_SIZE,
  pageParam,
  dense = false,
  selection,
  bulkActions,
  export: exportable,
}: DataListProps<Row>) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [sort, setSort] = useSortParam(
    columns.map((column) => column.field),
    pageParam,
  );
  const [hidden, setHidden] = useHiddenColumns(listId);
  const shown = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);

  const total = rows.length;
  const pageCount = Math.ceil(total / pageSize);
  const [page, setPage] = usePageParam(pageCount, pageParam);

  const sortedRows = useMemo(
    () => sortRows(rows, columns, sort, i18n.language),
    [rows, columns, sort, i18n.language],
  );
  const start = (page - 1) * pageSize;
  const pageRows = useMemo(() => sortedRows.slice(start, start + pageSize), [sortedRows, start, pageSize]);

  if (total === 0) {
    return <EmptyState title={emptyTitle ?? t('list.empty')} hint={emptyHint ?? t('list.emptyHint')} />;
  }

  const exportList = () => {
    const file = `${listId}-${fileDate()}.csv`;
    // Cards show no columns, so a phone exports the columns a wide screen would show.
    downloadText(file, listCsv(sortedRows, shown), 'text/csv;charset=utf-8');
    showToast({
      title: t('admin.tools.export.done'),
      description: t('admin.tools.export.doneDescription', { count: sortedRows.length, file }),
      variant: 'success',
    });
  };

  return (
    <Box>
      <DataListToolbar
        start={
          selection && !isWide ? (
            <FormControlLabel
              label={t('admin.tools.bulk.selectPage')}
              control={<PageCheckbox ids={pageRows.map(getRowId)} selection={selection} />}
            />
          ) : undefined
        }
        columns={
          isWide ? (
            <ColumnsMenu columns={columns} shown={shown} hidden={hidden} onChange={setHidden} />
          ) : undefined
        }
        onExport={exportable === false ? undefined : exportList}
      />
      {selection && selection.selected.size > 0 && bulkActions}
      {isWide ? (
        <DataListTable
          columns={shown}
          rows={pageRows}
          getRowId={getRowId}
          ariaLabel={ariaLabel}
          dense={dense}
          sort={sort}
          onSort={setSort}
          selection={selection}
        />
      ) : (
        <Box
          component="ul"
          role="list"
          aria-label={ariaLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {pageRows.map((row) => {
            const id = getRowId(row);
            return (
              <li key={id}>
                <Card variant="outlined">
                  <CardContent
                    sx={selection ? { display: 'flex', alignItems: 'flex-start', gap: 1 } : undefined}
                  >
                    {selection && (
                      <Box sx={{ m: -1, marginInlineEnd: 0 }}>
                        <RowCheckbox id={id} selection={selection} label={selection.rowLabel(row)} />
                      </Box>
                    )}
                    <Box sx={{ flex: 1, minWidth: 0 }}>{renderCard(row)}</Box>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          {t('list.showing', { from: start + 1, to: start + pageRows.length, total })}
        </Typography>
        <Pager page={page} count={pageCount} onChange={setPage} />
      </Box>
    </Box>
  );
}

function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="h3" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
    </Box>
  );
}
