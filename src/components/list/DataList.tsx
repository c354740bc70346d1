import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { PageLoading } from '@/components/PageLoading';
import { showToast } from '@/components/toast';
import { useLocale } from '@/i18n/locale';
import { fileDate } from '@/lib/download';
import { DataListCards } from './DataListCards';
import { loadGrid } from './loadGrid';
import { keepColumnValues, prepareSortRanks, sortRowsWhenRanked } from './listSort';
import { DEFAULT_PAGE_SIZE, type DataListProps, type DataListViewProps } from './listTypes';
import { ListSelectionProvider } from './listSelectionContext';
import { useColumnVisibility } from './useColumnVisibility';
import { usePageParam } from './usePageParam';
import { useSortParam } from './useSortParam';

/** The grid, a chunk of its own: fetched the first time a list renders 768 px wide or more. */
const DataListGrid = lazy(loadGrid);
const SortingBar = lazy(() => import(/* webpackChunkName: "sorting-bar" */ './SortingBar'));

/**
 * The list of every admin list screen (docs/decisions.md, "Lists on MUI X DataGrid"): from 768 px
 * the MUI X DataGrid, with its own header sorting, pager, columns panel, checkbox selection, CSV
 * export, resizing, density and cell keyboard navigation; under 768 px stacked cards. Both read and
 * write one state: the page in `?page=` (or `pageParam`), the sort in `?sort=` (applied here, once,
 * with the one comparator of `listSort`), the visible columns in local storage per `listId`, the
 * selection in the screen's `useRowSelection`.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const { listId, rows, columns, pageSize = DEFAULT_PAGE_SIZE, pageParam, emptyTitle, emptyHint } = props;
  const { t, language } = useLocale();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [sort, setSort] = useSortParam(
    columns.map((column) => column.field),
    pageParam,
  );
  // One sort for both views, done once per rows and sort (not once per render or per view): the
  // grid takes the rows in this order (its `sortingMode="server"`), the cards page through them.
  // A column whose text is not ranked yet (a list of 100,000 sorted just after it opened) shows its
  // rows unsorted, marked busy, until their ranking in slices settles, instead of holding the page
  // for the collator's sort (listSort.ts).
  const [rankings, setRankings] = useState(0);
  // This visit's columns read the values (and know the rows checked) of the last visit's.
  keepColumnValues(listId, columns, language);
  const sorting = useMemo(
    () => sortRowsWhenRanked(rows, columns, sort, language),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `rankings`: sorted again once ranked
    [rows, columns, sort, language, rankings],
  );
  useEffect(() => {
    if (!(sorting instanceof Promise)) return;
    let current = true;
    void sorting.then(() => current && setRankings((count) => count + 1));
    return () => {
      current = false;
    };
  }, [sorting]);
  const ranking = sorting instanceof Promise;
  const sorted = ranking ? rows : sorting;
  // The columns' text ranked in the background once these rows are shown, so that the next header
  // click or change of the data sorts by rank instead of calling the collator (listSort.ts).
  useEffect(() => {
    void prepareSortRanks(rows, columns, language);
  }, [rows, columns, language]);
  const [visibility, setVisibility] = useColumnVisibility(listId);
  const [page, setPage] = usePageParam(Math.ceil(rows.length / pageSize), pageParam);
  const fileName = `${listId}-${fileDate()}`;
  const onExported = useCallback(
    (count: number) =>
      showToast({
        title: t('admin.tools.export.done'),
        description: t('admin.tools.export.doneDescription', { count, file: `${fileName}.csv` }),
        variant: 'success',
      }),
    [t, fileName],
  );

  if (rows.length === 0) {
    return <EmptyState title={emptyTitle ?? t('list.empty')} hint={emptyHint ?? t('list.emptyHint')} />;
  }

  const view: DataListViewProps<Row> = {
    ...props,
    rows: sorted,
    pageSize,
    page,
    setPage,
    sort,
    setSort,
    visibility,
    setVisibility,
    fileName,
    onExported,
  };
  return (
    <ListSelectionProvider total={rows.length}>
      <Box aria-busy={ranking} sx={{ position: 'relative' }}>
        {ranking && (
          <Suspense fallback={null}>
            <SortingBar />
          </Suspense>
        )}
        {isWide ? (
          <Suspense fallback={<PageLoading />}>
            <DataListGrid {...(view as DataListViewProps<unknown>)} />
          </Suspense>
        ) : (
          <DataListCards {...view} />
        )}
      </Box>
    </ListSelectionProvider>
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
