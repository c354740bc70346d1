import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';
import { notePatch } from '@/lib/changedIndices';
import { changedRecords, placesIn, type Table } from './recordChanges';

/** A change of more records than this builds the rows afresh rather than patching them one by one. */
const PATCH_SHARE = 1 / 4;

/**
 * An entity table's rows in its order, as the adapter's `selectAll` gives them, kept from one state
 * to the next: when a change keeps the table's ids, the last rows are copied and only the records
 * it changed put in their places. Those come from `changedRecords`, which the save, the audit trail
 * and undo have already asked about the same two states (its answer is kept), so nothing goes through
 * the whole table again; at 100,000 users, building the rows afresh cost 10 ms of every status change.
 */
export function createRowsSelector<S, T>(selectTable: (state: S) => EntityState<T, string>) {
  let last: { table: EntityState<T, string>; rows: T[] } | null = null;
  return (state: S): T[] => {
    const table = selectTable(state);
    if (last?.table === table) return last.rows;
    const changes =
      last?.table.ids === table.ids
        ? changedRecords(last.table as unknown as Table, table as unknown as Table)
        : null;
    let rows: T[];
    if (last && changes && changes.length <= table.ids.length * PATCH_SHARE) {
      rows = last.rows.slice();
      const places = placesIn(
        table.ids,
        changes.map((change) => change.id),
      ).sort((a, b) => a - b);
      for (const place of places) rows[place] = table.entities[table.ids[place]!]!;
      // The selectors built on these rows (a list's filter, its count cards) patch from the same places.
      notePatch(last.rows, rows, places);
    } else rows = table.ids.map((id) => table.entities[id]!);
    last = { table, rows };
    return rows;
  };
}

/**
 * The adapter's selectors over the table `selectTable` finds, with `selectAll` kept from one state
 * to the next (`createRowsSelector`): what every domain slice exports its selectors from.
 */
export function tableSelectors<T, S>(
  adapter: EntityAdapter<T, string>,
  selectTable: (state: S) => EntityState<T, string>,
) {
  return { ...adapter.getSelectors(selectTable), selectAll: createRowsSelector(selectTable) };
}
