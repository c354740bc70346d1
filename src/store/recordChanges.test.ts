import { createEntityAdapter } from '@reduxjs/toolkit';
import { produce } from 'immer';
import { changedRecords, noteTouched, placesIn, type AnyRecord, type Table } from './recordChanges';

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

/** A table whose records count how often they are looked up. */
function counted(source: Table): { table: Table; lookups: () => number } {
  let lookups = 0;
  const entities = new Proxy(source.entities, {
    get: (target, key) => {
      lookups += 1;
      return target[key as string];
    },
  });
  return { table: { ids: source.ids, entities }, lookups: () => lookups };
}

describe('noteTouched', () => {
  const many = adapter.setAll(
    adapter.getInitialState(),
    Array.from({ length: 100 }, (_, i) => ({ id: `r${i}`, n: i })),
  );

  it('gives changedRecords its answer from the touched records alone, in the table’s order', () => {
    const next = counted(
      produce(many, (draft) => {
        draft.entities.r70!.n = -70;
        draft.entities.r5!.n = -5;
      }),
    );
    // r9 was touched (written with the value it had): not a change.
    noteTouched(many, next.table, ['r70', 'r5', 'r9', 'r5']);
    const noted = next.lookups();
    const changes = changedRecords(many, next.table);
    expect(next.lookups()).toBe(noted); // nothing more looked up
    expect(noted).toBeLessThan(10);
    expect(changes).toEqual([
      { id: 'r5', before: { id: 'r5', n: 5 }, after: { id: 'r5', n: -5 } },
      { id: 'r70', before: { id: 'r70', n: 70 }, after: { id: 'r70', n: -70 } },
    ]);
  });

  it('notes nothing when the ids changed or a touched id is not in the table: the table is compared', () => {
    const grown = adapter.addOne(many, { id: 'r100', n: 100 });
    noteTouched(many, grown, []);
    expect(changedRecords(many, grown).map((change) => change.id)).toEqual(['r100']);
    const next = adapter.updateOne(many, { id: 'r1', changes: { n: 0 } });
    noteTouched(many, next, ['nowhere']);
    expect(changedRecords(many, next).map((change) => change.id)).toEqual(['r1']);
  });
});

describe('placesIn', () => {
  it('finds each id’s place, by a scan for a few and a map for many, -1 where absent', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `r${i}`);
    expect(placesIn(ids, ['r3', 'x', 'r0'])).toEqual([3, -1, 0]);
    const wanted = [...ids].reverse().concat('x');
    expect(placesIn(ids, wanted)).toEqual([...ids.map((_, i) => 99 - i), -1]);
  });
});
