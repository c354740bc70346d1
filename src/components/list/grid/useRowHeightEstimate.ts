import type { GridApi, GridRowHeightParams, GridRowId } from '@mui/x-data-grid';
import { useCallback, useMemo, type RefObject } from 'react';

/**
 * The grid's `getEstimatedRowHeight`: a row not measured yet is taken to be as tall as the row the
 * grid shows in its place (the same position on the page before a page change, a sort, a search or
 * a filter), as measured.
 *
 * The grid sizes rows of `height: auto` from this estimate until its ResizeObserver measures them.
 * With its own estimate (the density's row height, 52 px), a new page of users (65 px rows) was
 * 130 px shorter than the page it replaced: the grid resized itself in the commit's layout effect,
 * within the click's task, and again a frame later once the rows were measured. The rows of a list
 * are alike, so the heights of the rows they replace are almost always theirs: the page keeps its
 * height, and neither resize happens.
 *
 * The grid asks for the new rows' estimates before it stores their layout, so its `rowsMeta` still
 * holds the positions of the rows shown until then.
 */
export function useRowHeightEstimate(
  apiRef: RefObject<GridApi | null>,
  pageIds: readonly GridRowId[],
): (params: GridRowHeightParams) => number | null {
  const indexOf = useMemo(() => new Map(pageIds.map((id, index) => [id, index])), [pageIds]);
  return useCallback(
    ({ id }: GridRowHeightParams) => {
      const shown = apiRef.current?.state.rowsMeta;
      const index = indexOf.get(id);
      if (!shown || index === undefined || index >= shown.positions.length) return null;
      const end = shown.positions[index + 1] ?? shown.currentPageTotalHeight;
      return end - shown.positions[index]!;
    },
    [apiRef, indexOf],
  );
}
