import type { GridApi, GridRowHeightParams } from '@mui/x-data-grid';
import { renderHook } from '@testing-library/react';
import { useRowHeightEstimate } from './useRowHeightEstimate';

/** A grid showing rows of these heights (its layout as measured), and nothing else of it. */
const gridShowing = (heights: number[]) => {
  const positions = heights.map((_, index) => heights.slice(0, index).reduce((sum, h) => sum + h, 0));
  const total = heights.reduce((sum, h) => sum + h, 0);
  return {
    current: { state: { rowsMeta: { positions, currentPageTotalHeight: total } } } as unknown as GridApi,
  };
};
const ask = (estimate: (params: GridRowHeightParams) => number | null, id: string) =>
  estimate({ id, model: {}, densityFactor: 1 });

describe('useRowHeightEstimate', () => {
  it('takes a new row to be as tall as the row shown in its place', () => {
    const { result } = renderHook(() => useRowHeightEstimate(gridShowing([65, 66, 65]), ['d', 'e', 'f']));
    expect(ask(result.current, 'd')).toBe(65);
    expect(ask(result.current, 'e')).toBe(66);
    expect(ask(result.current, 'f')).toBe(65); // the last row: up to the page's total height
  });

  it("leaves a row the grid's own estimate when nothing was shown in its place", () => {
    const { result } = renderHook(() => useRowHeightEstimate(gridShowing([65]), ['d', 'e']));
    expect(ask(result.current, 'e')).toBeNull(); // the previous page had one row
    expect(ask(result.current, 'x')).toBeNull(); // not on this page
    const empty = renderHook(() => useRowHeightEstimate({ current: null }, ['d'])).result;
    expect(ask(empty.current, 'd')).toBeNull(); // no grid yet
  });
});
