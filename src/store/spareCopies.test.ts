import { produce } from 'immer';
import { hasSpareCopy, SPARE_FROM, spareCopiesFor } from './spareCopies';

interface User {
  id: string;
  status: string;
}
interface State {
  users: { ids: string[]; entities: Record<string, User> };
}

function stateOf(size: number): State {
  const ids = Array.from({ length: size }, (_, n) => `USR-${String(n).padStart(6, '0')}`);
  return { users: { ids, entities: Object.fromEntries(ids.map((id) => [id, { id, status: 'active' }])) } };
}

/** What a reducer does: one record changed, through Immer. */
const suspended = (state: State, id: string) =>
  produce(state, (draft) => {
    draft.users.entities[id]!.status = 'suspended';
  });

/** The registry Immer's patched copy reads (src/store/spareCopies.ts). */
const registry = () =>
  (globalThis as Record<symbol, unknown>)[Symbol.for('immer-spare-copies')] as WeakMap<object, object>;

/** Until `check` holds, letting the background slices (tasks, in jsdom) run. */
async function until(check: () => boolean) {
  for (let n = 0; n < 500 && !check(); n++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

describe('spare copies of large tables', () => {
  it('gives a large table’s next change a copy made beforehand, then makes the next one', async () => {
    let state = stateOf(SPARE_FROM);
    const spares = spareCopiesFor(() => state);
    spares.changed();
    const before = state.users.entities;
    await until(() => hasSpareCopy(before));
    const spare = registry().get(before);

    state = suspended(state, 'USR-000042');
    const after = state.users.entities;
    // Immer took the spare (the new entities are that object), once.
    expect(after).toBe(spare);
    expect(hasSpareCopy(before)).toBe(false);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after['USR-000042']).toEqual({ id: 'USR-000042', status: 'suspended' });
    expect(before['USR-000042']!.status).toBe('active');
    expect(after['USR-000007']).toBe(before['USR-000007']);

    // Another change to the same base, with no spare left, copies as Immer does.
    const again = suspended({ users: { ...state.users, entities: before } }, 'USR-000042').users.entities;
    expect(again).not.toBe(spare);
    expect(again).toEqual(after);

    spares.changed();
    await until(() => hasSpareCopy(after));
    const nextSpare = registry().get(after);
    expect(suspended(state, 'USR-000043').users.entities).toBe(nextSpare);
    spares.stop();
  });

  it('drops a copy whose table changed meanwhile, and copies no small table', async () => {
    let state = stateOf(SPARE_FROM);
    const spares = spareCopiesFor(() => state);
    spares.changed();
    const first = state.users.entities;
    // A change before the copy is done: the first table's copy is abandoned, the new one's made.
    state = { users: { ...state.users, entities: { ...first } } };
    spares.changed();
    await until(() => hasSpareCopy(state.users.entities));
    expect(hasSpareCopy(first)).toBe(false);
    spares.stop();

    const small = stateOf(SPARE_FROM - 1);
    const none = spareCopiesFor(() => small);
    none.changed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hasSpareCopy(small.users.entities)).toBe(false);
  });

  it('copies nothing until every domain has joined', async () => {
    const state = stateOf(SPARE_FROM);
    let joined = false;
    const spares = spareCopiesFor(
      () => state,
      () => joined,
    );
    spares.changed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hasSpareCopy(state.users.entities)).toBe(false);
    joined = true;
    spares.changed();
    await until(() => hasSpareCopy(state.users.entities));
    spares.stop();
  });
});
