import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import { SortHeader } from './SortHeader';
import { usePageParam } from './usePageParam';
import { useSortParam, type SortState } from './useSortParam';

export const DEFAULT_PAGE_SIZE = 10;

export interface DataListColumn<Row> {
  field: string;
  headerName: string;
  /** Cell content; defaults to the column's value. */
  renderCell?: (row: Row) => ReactNode;
  /** The value shown and sorted by; defaults to `row[field]`. */
  valueGetter?: (row: Row) => string | number;
  /** Relative width of the column. */
  flex?: number;
  minWidth?: number;
  sortable?: false;
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
}

/**
 * The list of every admin list screen: a real table from 768 px, stacked cards below, one page at
 * a time with the page in `?page=` and the sort in `?sort=` (docs/decisions.md, "Lists are tables").
 * Sorting (the column headers) applies to all rows, not just the page, and goes back to page 1.
 * Only the visible page is rendered.
 */
export function DataList<Row>({
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
}: DataListProps<Row>) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [sort, setSort] = useSortParam(
    columns.map((column) => column.field),
    pageParam,
  );

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

  return (
    <Box>
      {isWide ? (
        <TableContainer
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Table
            aria-label={ariaLabel}
            size="small"
            sx={dense ? { '& .MuiTableCell-root': { px: 0.75 } } : undefined}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <SortHeader
                    key={column.field}
                    label={column.headerName}
                    field={column.field}
                    sortable={column.sortable !== false}
                    sort={sort}
                    onSort={setSort}
                    width={widthOf(column, columns)}
                    minWidth={column.minWidth}
                  />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map((row) => (
                <TableRow key={getRowId(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.field} sx={{ py: 1.25 }}>
                      {column.renderCell ? column.renderCell(row) : String(valueOf(row, column) ?? '')}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box
          component="ul"
          role="list"
          aria-label={ariaLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {pageRows.map((row) => (
            <li key={getRowId(row)}>
              <Card variant="outlined">
                <CardContent>{renderCard(row)}</CardContent>
              </Card>
            </li>
          ))}
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

/** A column's share of the table's width, from the columns' `flex` (1 each by default). */
function widthOf<Row>(column: DataListColumn<Row>, columns: readonly DataListColumn<Row>[]): string {
  const sum = columns.reduce((total, c) => total + (c.flex ?? 1), 0);
  return `${(((column.flex ?? 1) / sum) * 100).toFixed(2)}%`;
}

const valueOf = <Row,>(row: Row, column: DataListColumn<Row>): unknown =>
  column.valueGetter ? column.valueGetter(row) : (row as Record<string, unknown>)[column.field];

function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sort: SortState | null,
  language: string,
): readonly Row[] {
  const column = sort && columns.find((c) => c.field === sort.field && c.sortable !== false);
  if (!sort || !column) return rows;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(valueOf(a, column), valueOf(b, column), collator));
}

function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}
