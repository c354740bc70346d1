import { createAction, isAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { current, isDraft, produce } from 'immer';
import { replacesData } from '../dataReplacement';
import type { AppDispatch } from '../hooks';
import { changedRecords, noteTouched, type RecordChange as TableRecordChange } from '../recordChanges';
import type { RootState } from '../rootState';
import { ENTITY_TABLES, TABLE_KEYS, tableIn, tableOf, type Table, type TableKey } from './entityTables';

/**
 * Undo (issue 12). An undoable change is dispatched through `undoable`, which compares every
 * entity table before and after it (Immer keeps an unchanged record the same object, so only the
 * records the change touched are compared) and returns a ticket: each touched record as it was
 * and as it became. Undoing applies the ticket at once, `app/changesReverted`: each record goes back
 * to what it was, but only if it is still exactly what the change made it; if any record of the
 * ticket has changed since, nothing is reverted (`undoChanges` answers "changed"). No delayed save:
 * the change is written as usual, and the undo is a change of its own (docs/decisions.md).
 */

/** A record the change touched, and the table it lives in. */
export interface RecordChange extends TableRecordChange {
  table: TableKey;
}

export interface UndoTicket {
  changes: RecordChange[];
}

export const changesReverted = createAction<UndoTicket>('app/changesReverted');

/** The records that differ between two states of the store, table by table (`changedRecords`). */
export function changesBetween(
  prev: object,
  next: object,
  tables: readonly TableKey[] = TABLE_KEYS,
): RecordChange[] {
  return tables.flatMap((table) =>
    changedRecords(tableOf(prev, table), tableOf(next, table)).map((change) => ({ table, ...change })),
  );
}

/** Structural equality of two saved records (plain JSON data). */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((key) =>
    sameRecord((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** True when a record of the ticket is no longer what the change left it (undo must refuse). */
export function changedSince(state: object, ticket: UndoTicket): boolean {
  return ticket.changes.some(
    ({ table, id, after }) => !sameRecord(tableOf(state, table)?.entities[id], after),
  );
}

/**
 * Puts one record of `draft` back. Only writes go through the draft: reading a record through it
 * would make Immer track the record as a child draft, and a child draft then replaced is looked for
 * key by key through the whole table when Immer finishes (about 30 ms at 100,000 records).
 */
function revertIn(draft: Table, { id, before, index }: RecordChange): void {
  // (an earlier record of the ticket may have replaced the ids with a plain array already)
  const ids = (): Table['ids'] => (isDraft(draft.ids) ? current(draft.ids) : draft.ids);
  if (!before) {
    delete draft.entities[id];
    draft.ids = ids().filter((other) => other !== id);
    return;
  }
  // An adapter keeps `ids` and `entities` together: a record it holds is in its ids.
  const present = id in draft.entities;
  draft.entities[id] = before;
  if (present) return;
  const next = [...ids()];
  next.splice(Math.min(index ?? next.length, next.length), 0, id);
  draft.ids = next;
}

/**
 * `reducer`, for the domain under `domain`, also reverting the records of `app/changesReverted`
 * that live in it (each only while it is still what the change made it).
 */
export const revertingChanges =
  <S>(domain: string, reducer: Reducer<S>): Reducer<S> =>
  (state, action) => {
    if (!changesReverted.match(action) || state === undefined) return reducer(state, action);
    const mine = action.payload.changes.filter(({ table }) => ENTITY_TABLES[table].domain === domain);
    if (mine.length === 0) return reducer(state, action);
    const next = produce(state, (draft) => {
      for (const change of mine) {
        const table = tableIn(draft, change.table);
        // A ticket names each record once, so the state before the revert still holds this one as
        // the change left it: it is compared there, not through the draft.
        if (table && sameRecord(tableIn(state, change.table)?.entities[change.id], change.after))
          revertIn(table, change);
      }
    });
    // The ticket names the records the revert touched (changedRecords then looks at those alone).
    for (const table of new Set(mine.map((change) => change.table)))
      noteTouched(
        tableIn(state, table),
        tableIn(next, table),
        mine.filter((change) => change.table === table).map((change) => change.id),
      );
    return next;
  };

export type Dispatchable = UnknownAction | ((dispatch: AppDispatch, getState: () => RootState) => unknown);

export interface Undoable<R> {
  result: R;
  /** Null when nothing changed (the machines refused everything): there is nothing to undo. */
  ticket: UndoTicket | null;
}

/** Dispatches an action or thunk and returns its result with the ticket that undoes it. */
export const undoable =
  <R = unknown>(dispatchable: Dispatchable) =>
  (dispatch: AppDispatch, getState: () => RootState): Undoable<R> => {
    const prev = getState();
    const result = dispatch(dispatchable as UnknownAction) as R;
    // Replacing the data (an import, a reset) is not undone record by record.
    if (isAction(dispatchable) && replacesData(dispatchable)) return { result, ticket: null };
    const changes = changesBetween(prev, getState());
    return { result, ticket: changes.length > 0 ? { changes } : null };
  };

/** Undoes a ticket: "undone", or "changed" (and nothing changes) when a record changed since. */
export const undoChanges =
  (ticket: UndoTicket) =>
  (dispatch: AppDispatch, getState: () => RootState): 'undone' | 'changed' => {
    if (changedSince(getState(), ticket)) return 'changed';
    dispatch(changesReverted(ticket));
    return 'undone';
  };
