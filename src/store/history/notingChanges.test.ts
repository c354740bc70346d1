import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as recordChanges from '../recordChanges';
import { notingChanges } from './notingChanges';

jest.mock('../recordChanges', () => {
  const actual = jest.requireActual<typeof import('../recordChanges')>('../recordChanges');
  return { ...actual, noteTouched: jest.fn(actual.noteTouched) };
});
const noteTouched = jest.mocked(recordChanges.noteTouched);

// A type (not an interface), so that it is a record as undo and the audit trail see one.
type Item = { id: string; status: string };
const adapter = createEntityAdapter<Item>();
const items = (...ids: string[]) =>
  adapter.setAll(
    adapter.getInitialState(),
    ids.map((id) => ({ id, status: 'open' })),
  );

// The verification domain: two tables inside the state (ENTITY_TABLES' userVerification, companyVerification).
const slice = createSlice({
  name: 'verification',
  initialState: { users: items('u1', 'u2', 'u3'), companies: items('c1', 'c2') },
  reducers: {
    closed: (state, { payload }: PayloadAction<{ table: 'users' | 'companies'; ids: string[] }>) => {
      for (const id of payload.ids) state[payload.table].entities[id]!.status = 'closed';
    },
    added: (state, { payload }: PayloadAction<string>) => {
      adapter.addOne(state.users, { id: payload, status: 'open' });
    },
    replaced: (state) => ({ ...state, users: items('u9') }),
  },
});
const { closed, added, replaced } = slice.actions;
const reducer = notingChanges('verification', slice.reducer);
const start = slice.reducer(undefined, { type: 'init' });

beforeEach(() => noteTouched.mockClear());

describe('notingChanges', () => {
  it('gives what the slice’s own reducer gives', () => {
    for (const action of [
      closed({ table: 'users', ids: ['u2'] }),
      added('u4'),
      replaced(),
      { type: 'other' },
    ])
      expect(reducer(start, action)).toEqual(slice.reducer(start, action));
    expect(reducer(start, { type: 'other' })).toBe(start);
  });

  it('notes the records each change touched, table by table', () => {
    const next = reducer(start, closed({ table: 'companies', ids: ['c2', 'c1'] }));
    expect(noteTouched).toHaveBeenCalledWith(start.users, next.users, []);
    // (in the order Immer's patches give them; noteTouched puts the changes in the table's order)
    expect(noteTouched).toHaveBeenCalledWith(start.companies, next.companies, ['c1', 'c2']);
    expect(recordChanges.changedRecords(start.companies, next.companies).map((change) => change.id)).toEqual([
      'c1',
      'c2',
    ]);
  });

  it('notes nothing for a table whose ids changed, or a state replaced whole (compared when asked)', () => {
    const grown = reducer(start, added('u4'));
    expect(noteTouched.mock.calls.map(([before]) => before)).toEqual([start.companies]);
    expect(recordChanges.changedRecords(start.users, grown.users).map((change) => change.id)).toEqual(['u4']);
    noteTouched.mockClear();
    // A reducer returning a new state replaces the whole state (one patch): nothing is known.
    reducer(start, replaced());
    expect(noteTouched).not.toHaveBeenCalled();
  });

  it('leaves a domain without tables to its own reducer', () => {
    expect(notingChanges('profile', slice.reducer)).toBe(slice.reducer);
  });
});
