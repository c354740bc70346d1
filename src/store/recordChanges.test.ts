import { createEntityAdapter } from '@reduxjs/toolkit';
import { produce } from 'immer';
import { changedRecords, type AnyRecord } from './recordChanges';

const adapter = createEntityAdapter<AnyRecord>();
const table = adapter.setAll(adapter.getInitialState(), [
  { id: 'a', n: 1 },
  { id: 'b', n: 2 },
  { id: 'c', n: 3 },
]);

describe('changedRecords', () => {
  it('is empty for the same table and for equal records kept as the same objects', () => {
    expect(changedRecords(table, table)).toEqual([]);
    // Immer: writing the value a record already has keeps the record, and the table, the same objects.
    const rewritten = produce(table, (draft) => {
      draft.entities.a!.n = 1;
    });
    expect(changedRecords(table, rewritten)).toEqual([]);
  });

  it('names the changed, added and removed records, with each one before and after', () => {
    let next = adapter.updateOne(table, { id: 'b', changes: { n: 20 } });
    next = adapter.addOne(next, { id: 'd', n: 4 });
    next = adapter.removeOne(next, 'a');
    expect(changedRecords(table, next)).toEqual([
      { id: 'b', before: { id: 'b', n: 2 }, after: { id: 'b', n: 20 } },
      { id: 'd', after: { id: 'd', n: 4 } },
      { id: 'a', before: { id: 'a', n: 1 }, index: 0 },
    ]);
  });

  it('compares by reference: an equal copy of a record counts as changed', () => {
    const copy = { ...table, entities: { ...table.entities, c: { id: 'c', n: 3 } } };
    expect(changedRecords(table, copy).map((change) => change.id)).toEqual(['c']);
  });

  it('goes through the table once for the same two states, and afresh for another before', () => {
    const next = adapter.updateOne(table, { id: 'c', changes: { n: 30 } });
    const first = changedRecords(table, next);
    expect(changedRecords(table, next)).toBe(first); // undo, the audit trail and the save ask alike
    const other = adapter.updateOne(table, { id: 'a', changes: { n: 10 } });
    expect(changedRecords(other, next).map((change) => change.id)).toEqual(['a', 'c']);
    expect(changedRecords(table, next)).toEqual(first);
  });

  it('is empty when either side is missing (a domain not loaded)', () => {
    expect(changedRecords(undefined, table)).toEqual([]);
    expect(changedRecords(table, undefined)).toEqual([]);
  });
});
