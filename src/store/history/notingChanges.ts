import type { Reducer } from '@reduxjs/toolkit';
import { enablePatches, produceWithPatches, type Patch } from 'immer';
import { noteTouched } from '../recordChanges';
import { ENTITY_TABLES, TABLE_KEYS, tableIn, type TableKey } from './entityTables';

enablePatches();

/**
 * The ids of the records of the table at `path` that `patches` touch; null when a patch replaces the
 * table, its records or its ids as a whole (the change is then compared record by record when asked).
 */
function touchedIds(patches: readonly Patch[], path: readonly string[]): string[] | null {
  const ids: string[] = [];
  for (const patch of patches) {
    const within = path.every((step, i) => patch.path[i] === step);
    const reaches = patch.path.length <= path.length && patch.path.every((step, i) => path[i] === step);
    if (reaches) return null;
    if (!within) continue;
    const [field, id] = patch.path.slice(path.length);
    if (field === 'ids' || (field === 'entities' && id === undefined)) return null;
    if (field === 'entities') ids.push(String(id));
  }
  return ids;
}

/**
 * `reducer`, for the domain under `domain`, run on an Immer draft with its patches kept, so that the
 * records each change touched are known where they are made: `changedRecords`, which undo, the audit
 * trail, the save and the lists' rows all ask about the same two states, then looks at those records
 * alone (noteTouched) instead of going through the table (12 ms at 100,000 users). The slice's own
 * reducer works on the draft as it would on its own (RTK's reducers take a draft as it is).
 */
export const notingChanges = <S>(domain: string, reducer: Reducer<S>): Reducer<S> => {
  const tables: TableKey[] = TABLE_KEYS.filter((key) => ENTITY_TABLES[key].domain === domain);
  if (tables.length === 0) return reducer;
  return (state, action) => {
    if (state === undefined) return reducer(state, action);
    const [next, patches] = produceWithPatches(state, (draft) => reducer(draft as S, action) as never);
    if (next === state) return state;
    for (const key of tables) {
      const ids = touchedIds(patches, ENTITY_TABLES[key].path);
      if (ids) noteTouched(tableIn(state, key), tableIn(next, key), ids);
    }
    return next as S;
  };
};
