import {
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ListFooter } from '../ListFooter';
import { useGridList } from './gridListContext';

/**
 * The grid's pagination slot: "Showing x–y of N" and the spec's numbered pager (Previous, Next,
 * every page up to 7, ellipses beyond), reading the grid's pagination model; a new page goes to
 * the URL, which the grid's controlled model follows.
 */
export function GridPager() {
  const apiRef = useGridApiContext();
  const { setPage } = useGridList();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const total = useGridSelector(apiRef, gridPaginationRowCountSelector); // the search's, not the page's
  const from = Math.min(total, page * pageSize + 1);
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <ListFooter
      from={from}
      to={to}
      total={total}
      page={page + 1}
      pageCount={pageCount}
      onPage={(next) => (setPage ? setPage(next) : apiRef.current.setPage(next - 1))}
      sx={{ mt: 0, px: 1, py: 0.5 }}
    />
  );
}
