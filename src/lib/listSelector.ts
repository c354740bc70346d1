import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';

/**
 * A list screen's selector (spec 2.4 and 5): the rows that pass `matches` for the given filters.
 * Memoised on the filter values, so a screen may build a new filters object on every render.
 */
export function createListSelector<State, Row, Filters extends object>(
  selectRows: (state: State) => readonly Row[],
  matches: (row: Row, filters: Filters) => boolean,
) {
  return createSelector(
    [selectRows, (_state: State, filters: Filters) => filters],
    (rows, filters) => rows.filter((row) => matches(row, filters)),
    { argsMemoize: lruMemoize, argsMemoizeOptions: { equalityCheck: shallowEqual } },
  );
}
