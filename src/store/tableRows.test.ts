import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { changedIndices } from '@/lib/changedIndices';
import { createRowsSelector, tableSelectors } from './tableRows';

interface Item {
  id: string;
  status: string;
}
const adapter = createEntityAdapter<Item>();
const slice = createSlice({
  name: 'items',
  initialState: adapter.getInitialState(),
  reducers: {
    moved: (state, { payload }: PayloadAction<{ ids: string[]; status: string }>) => {
      for (const id of payload.ids) state.entities[id]!.status = payload.status;
    },
    added: adapter.addOne,
    removed: adapter.removeOne,
  },
});
const { moved, added, removed } = slice.actions;
type State = ReturnType<typeof slice.reducer>;

const start = slice.reducer(
  adapter.setAll(
    adapter.getInitialState(),
    Array.from({ length: 100 }, (_, i) => ({ id: `I-${String(i).padStart(3, '0')}`, status: 'open' })),
  ),
  { type: 'init' },
);
const fresh = (state: State) => adapter.getSelectors().selectAll(state);

describe('createRowsSelector', () => {
  it('gives the adapter’s rows, and the same array for the same table', () => {
    const select = createRowsSelector((state: State) => state);
    expect(select(start)).toEqual(fresh(start));
    expect(select(start)).toBe(select(start));
  });

  it('replaces only the changed records, in their places, whatever their number', () => {
    const select = createRowsSelector((state: State) => state);
    const before = select(start);
    for (const ids of [['I-007'], start.ids.filter((_, i) => i % 3 === 0)]) {
      const state = slice.reducer(start, moved({ ids, status: 'closed' }));
      select(start);
      const rows = select(state);
      expect(rows).toEqual(fresh(state));
      expect(rows.filter((row, i) => row !== before[i]).map((row) => row.id)).toEqual(ids);
    }
  });

  it('notes its patch, so that a selector built on the rows learns the places without comparing', () => {
    const select = createRowsSelector((state: State) => state);
    const before = select(start);
    const rows = select(slice.reducer(start, moved({ ids: ['I-002', 'I-050'], status: 'closed' })));
    expect(changedIndices(before, rows, 1)).toBeNull(); // two places, over a limit of one: known
    expect(changedIndices(before, rows)).toEqual([2, 50]);
  });

  it('builds the rows afresh when records are added or removed', () => {
    const select = createRowsSelector((state: State) => state);
    select(start);
    const grown = slice.reducer(start, added({ id: 'I-100', status: 'open' }));
    expect(select(grown)).toEqual(fresh(grown));
    const shrunk = slice.reducer(grown, removed('I-000'));
    expect(select(shrunk)).toEqual(fresh(shrunk));
  });
});

describe('tableSelectors', () => {
  it('are the adapter’s selectors with selectAll kept from state to state', () => {
    const selectors = tableSelectors(adapter, (state: { items: State }) => state.items);
    expect(selectors.selectById({ items: start }, 'I-003')).toEqual({ id: 'I-003', status: 'open' });
    expect(selectors.selectTotal({ items: start })).toBe(100);
    expect(selectors.selectAll({ items: start })).toEqual(fresh(start));
  });
});
