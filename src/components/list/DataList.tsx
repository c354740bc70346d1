import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { arSD, deDE, esES, frFR } from '@mui/x-data-grid/locales';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/i18n/languages';
import { Pager } from './Pager';
import { usePageParam } from './usePageParam';

export const DEFAULT_PAGE_SIZE = 10;

export interface DataListColumn<Row> {
  field: string;
  headerName: string;
  /** Cell content; defaults to the column's value. */
  renderCell?: (row: Row) => ReactNode;
  /** The value shown and sorted by; defaults to `row[field]`. */
  valueGetter?: (row: Row) => string | number;
  flex?: number;
  minWidth?: number;
  sortable?: false;
}

export interface DataListProps<Row extends GridValidRowModel> {
  /** All rows, already searched and filtered by the caller. */
  rows: readonly Row[];
  /** Keep this array stable (module constant or useMemo): the grid re-initialises when it changes. */
  columns: readonly DataListColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Content of a row's card under 768 px. */
  renderCard: (row: Row) => ReactNode;
  /** Accessible name of the table or card list. */
  ariaLabel: string;
  emptyTitle?: string;
  emptyHint?: string;
  /** At most 100: the community DataGrid does not show more rows at once. */
  pageSize?: number;
}

const GRID_LOCALE_TEXT: Record<Language, Partial<GridLocaleText> | undefined> = {
  en: undefined,
  es: esES.components.MuiDataGrid.defaultProps.localeText,
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * The list of every admin list screen: a DataGrid from 768 px, stacked cards below, one page at a
 * time with the page in `?page=`. Sorting (grid headers) applies to all rows, not just the page.
 */
export function DataList<Row extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  renderCard,
  ariaLabel,
  emptyTitle,
  emptyHint,
  pageSize = DEFAULT_PAGE_SIZE,
}: DataListProps<Row>) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);

  const total = rows.length;
  const pageCount = Math.ceil(total / pageSize);
  const [page, setPage] = usePageParam(pageCount);

  const sortedRows = useMemo(
    () => sortRows(rows, columns, sortModel, i18n.language),
    [rows, columns, sortModel, i18n.language],
  );
  const start = (page - 1) * pageSize;
  const pageRows = useMemo(() => sortedRows.slice(start, start + pageSize), [sortedRows, start, pageSize]);
  const gridColumns = useMemo(() => columns.map(toGridColumn), [columns]);

  if (total === 0) {
    return <EmptyState title={emptyTitle ?? t('list.empty')} hint={emptyHint ?? t('list.emptyHint')} />;
  }

  return (
    <Box>
      {isWide ? (
        <DataGrid
          rows={pageRows}
          columns={gridColumns}
          getRowId={getRowId}
          aria-label={ariaLabel}
          autoHeight
          hideFooter
          disableRowSelectionOnClick
          disableColumnMenu
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            if (page !== 1) setPage(1);
          }}
          localeText={isLanguage(i18n.language) ? GRID_LOCALE_TEXT[i18n.language] : undefined}
        />
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

function toGridColumn<Row extends GridValidRowModel>(column: DataListColumn<Row>): GridColDef<Row> {
  const { field, headerName, flex, minWidth, sortable, renderCell, valueGetter } = column;
  return {
    field,
    headerName,
    flex: flex ?? 1,
    minWidth: minWidth ?? 120,
    sortable: sortable ?? true,
    ...(renderCell && { renderCell: (params) => renderCell(params.row) }),
    ...(valueGetter && { valueGetter: (_value, row) => valueGetter(row) }),
  };
}

function sortRows<Row extends GridValidRowModel>(
  rows: readonly Row[],
  columns: readonly DataListColumn<Row>[],
  sortModel: GridSortModel,
  language: string,
): readonly Row[] {
  const [sort] = sortModel;
  if (!sort?.sort) return rows;
  const column = columns.find((c) => c.field === sort.field);
  if (!column) return rows;
  const valueOf = (row: Row): unknown => (column.valueGetter ? column.valueGetter(row) : row[column.field]);
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.sort === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(valueOf(a), valueOf(b), collator));
}

function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}
