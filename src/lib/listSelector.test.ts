import { createListSelector } from './listSelector';

interface Row {
  name: string;
  kind: string;
}
type State = { rows: Row[] };

const selectRows = createListSelector(
  (state: State) => state.rows,
  (row: Row, { kind }: { kind: string }) => row.kind === kind,
);

describe('createListSelector', () => {
  const state: State = {
    rows: [
      { name: 'a', kind: 'x' },
      { name: 'b', kind: 'y' },
    ],
  };

  it('keeps the rows that match the filters', () => {
    expect(selectRows(state, { kind: 'y' })).toEqual([{ name: 'b', kind: 'y' }]);
  });

  it('returns the same array for equal filter values in a new object', () => {
    expect(selectRows(state, { kind: 'x' })).toBe(selectRows(state, { kind: 'x' }));
  });

  it('recomputes when a filter value or the rows change', () => {
    const first = selectRows(state, { kind: 'x' });
    expect(selectRows(state, { kind: 'y' })).not.toBe(first);
    expect(selectRows({ rows: [...state.rows] }, { kind: 'x' })).not.toBe(first);
  });
});
