import { makeStore } from '@/app/store';
import { batchSummary, batchRefusal } from '@/components/history/bulk';
import { addAllCatalogues } from '@/i18n/catalogues';
import { i18n } from '@/i18n/instance';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import type { UserStatus } from '@/machines/userStatus.machine';
import { undoable, undoChanges } from '@/store/history/undo';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { planUserBatch } from './UserBulkActions';
import { selectUserById, selectUsers, userStatusEventSent, userStatusEventsSent } from './usersSlice';

const meta = { today: '2026-06-15T12:30:00.000Z', by: SIGNED_IN_ADMIN_ID };
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const t = () => i18n.getFixedT('en');

/** The first `count` users in `status`. */
const usersIn = (store: ReturnType<typeof setup>, status: UserStatus, count: number) =>
  selectUsers(store.getState())
    .filter((user) => user.status === status)
    .slice(0, count);

describe('users: bulk status actions', () => {
  beforeAll(() => addAllCatalogues());

  it('plans a batch with each user’s machine and sums it up in one line', () => {
    const store = setup();
    const selection = [...usersIn(store, 'active', 3), ...usersIn(store, 'suspended', 1)];
    const plan = planUserBatch(selection, 'SUSPEND');
    expect(plan.accepted).toEqual(selection.slice(0, 3).map((user) => user.id));
    expect(plan.skipped).toEqual([{ refusal: { reason: 'already', status: 'suspended' }, count: 1 }]);
    expect(batchSummary(t(), 'SUSPEND', plan, 'en')).toBe('3 suspended, 1 skipped (already suspended)');
    expect(batchRefusal(t(), 'SUSPEND', plan, 'en')).toBeUndefined();
  });

  it('disables an action none of the selection takes, with the machine’s reason or reasons', () => {
    const store = setup();
    const pending = usersIn(store, 'pending', 2);
    expect(batchRefusal(t(), 'APPROVE', planUserBatch(pending, 'APPROVE'), 'en')).toBe(
      'Not possible while the status is pending.',
    );
    const mixed = [...pending, ...usersIn(store, 'active', 1)];
    expect(batchRefusal(t(), 'APPROVE', planUserBatch(mixed, 'APPROVE'), 'en')).toBe(
      '2 skipped (not possible while pending), 1 skipped (already active)',
    );
  });

  it('changes the users the machine lets through, in one action, and leaves the others', () => {
    const store = setup();
    const active = usersIn(store, 'active', 2);
    const [pending] = usersIn(store, 'pending', 1);
    store.dispatch(
      userStatusEventsSent({
        ids: [...active.map((u) => u.id), pending!.id],
        event: { type: 'SUSPEND' },
        ...meta,
      }),
    );
    for (const user of active) expect(selectUserById(store.getState(), user.id)?.status).toBe('suspended');
    expect(selectUserById(store.getState(), pending!.id)).toBe(pending);
    expect(
      store
        .getState()
        .audit.entries.slice(0, 2)
        .map((entry) => [entry.entityId, entry.event]),
    ).toEqual([
      [active[0]!.id, 'SUSPEND'],
      [active[1]!.id, 'SUSPEND'],
    ]);
  });

  it('restores the whole batch with one undo, and refuses when one of them changed since', () => {
    const store = setup();
    const active = usersIn(store, 'active', 3);
    const ids = active.map((user) => user.id);
    const first = store.dispatch(
      undoable(userStatusEventsSent({ ids, event: { type: 'SUSPEND' }, ...meta })),
    );
    expect(first.ticket?.changes).toHaveLength(3);
    expect(store.dispatch(undoChanges(first.ticket!))).toBe('undone');
    for (const user of active) expect(selectUserById(store.getState(), user.id)).toEqual(user);

    const second = store.dispatch(
      undoable(userStatusEventsSent({ ids, event: { type: 'SUSPEND' }, ...meta })),
    );
    store.dispatch(userStatusEventSent({ id: ids[1]!, event: { type: 'APPROVE' }, ...meta }));
    const before = store.getState().users;
    expect(store.dispatch(undoChanges(second.ticket!))).toBe('changed');
    expect(store.getState().users).toBe(before);
  });

  it('suspends 100 users well under 100 ms', () => {
    const store = setup();
    const ids = usersIn(store, 'active', 100).map((user) => user.id);
    expect(ids.length).toBeGreaterThan(20);
    const started = performance.now();
    const { ticket } = store.dispatch(
      undoable(userStatusEventsSent({ ids, event: { type: 'SUSPEND' }, ...meta })),
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(ticket?.changes).toHaveLength(ids.length);
  });
});
