import { makeStore } from '@/app/store';
import { batchSummary } from '@/components/history/bulk';
import { addAllCatalogues } from '@/i18n/catalogues';
import { i18n } from '@/i18n/instance';
import { selectAuditEntries } from '@/store/history/audit';
import { undoable, undoChanges } from '@/store/history/undo';
import type { AppStore } from '@/store/hooks';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { verificationEventsSent } from './verificationBatch';
import {
  selectUserVerificationItems,
  verificationEventSent,
  type UserVerificationItem,
  type VerificationStatus,
} from './verificationSlice';

const today = '2026-06-15T12:30:00.000Z';
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const t = () => i18n.getFixedT('en');

const itemsIn = (store: AppStore, status: VerificationStatus, count: number) =>
  selectUserVerificationItems(store.getState())
    .filter((item) => item.status === status)
    .slice(0, count);
const statusOf = (store: AppStore, id: string) => store.getState().verification.users.entities[id]!.status;
const userOf = (store: AppStore, item: UserVerificationItem) => store.getState().users.entities[item.userId]!;

describe('verification queues: bulk actions', () => {
  beforeAll(() => addAllCatalogues());

  it('asks each item’s machine: the pending and rejected ones are approved, the approved one skipped', () => {
    const store = setup();
    const selection = [...itemsIn(store, 'pending', 2), ...itemsIn(store, 'approved', 1)];
    const approve = verificationEventsSent({
      queue: 'users',
      itemIds: selection.map((item) => item.id),
      event: { type: 'APPROVE' },
      today,
    });
    const plan = store.dispatch(approve);
    expect(plan.accepted).toEqual(selection.slice(0, 2).map((item) => item.id));
    expect(plan.skipped).toEqual([{ refusal: { reason: 'already', status: 'approved' }, count: 1 }]);
    expect(batchSummary(t(), 'APPROVE', plan, 'en')).toBe('2 approved, 1 skipped (already approved)');
    for (const item of selection) expect(statusOf(store, item.id)).toBe('approved');
    // Approving still verifies each user, through the shared action.
    for (const item of selection.slice(0, 2)) expect(userOf(store, item)).toMatchObject({ verified: true });
    // One audit entry per changed item, with the machine's event.
    const entries = selectAuditEntries(store.getState()).filter(
      (entry) => entry.entityType === 'userVerification',
    );
    expect(entries.map((entry) => [entry.entityId, entry.event])).toEqual(
      expect.arrayContaining(selection.slice(0, 2).map((item) => [item.id, 'APPROVE'])),
    );
  });

  it('changes the whole batch in one store update (and one audit write), however many items', () => {
    const store = setup();
    const selection = itemsIn(store, 'pending', 3);
    const updates = jest.fn();
    const unsubscribe = store.subscribe(updates);
    store.dispatch(
      verificationEventsSent({
        queue: 'users',
        itemIds: selection.map((item) => item.id),
        event: { type: 'APPROVE' },
        today,
      }),
    );
    unsubscribe();
    expect(updates).toHaveBeenCalledTimes(2);
    for (const item of selection) expect(statusOf(store, item.id)).toBe('approved');
  });

  it('groups the skipped ones by the machine’s reason', () => {
    const store = setup();
    const selection = [
      ...itemsIn(store, 'pending', 1),
      ...itemsIn(store, 'under_review', 2),
      ...itemsIn(store, 'rejected', 1),
      ...itemsIn(store, 'approved', 1),
    ];
    const plan = store.dispatch(
      verificationEventsSent({
        queue: 'users',
        itemIds: selection.map((item) => item.id),
        event: { type: 'MARK_UNDER_REVIEW' },
        today,
      }),
    );
    expect(batchSummary(t(), 'MARK_UNDER_REVIEW', plan, 'en')).toBe(
      '1 marked under review, 2 skipped (already under review), 1 skipped (not possible while rejected), 1 skipped (not possible while approved)',
    );
  });

  it('one Undo restores the whole batch, the users’ verification included', () => {
    const store = setup();
    const selection = itemsIn(store, 'pending', 3);
    const users = selection.map((item) => userOf(store, item));
    const { result, ticket } = store.dispatch(
      undoable(
        verificationEventsSent({
          queue: 'users',
          itemIds: selection.map((item) => item.id),
          event: { type: 'APPROVE' },
          today,
        }),
      ),
    );
    expect(result).toMatchObject({ accepted: selection.map((item) => item.id) });
    expect(store.dispatch(undoChanges(ticket!))).toBe('undone');
    for (const item of selection) expect(statusOf(store, item.id)).toBe('pending');
    expect(selection.map((item) => userOf(store, item))).toEqual(users);
  });

  it('refuses to undo the batch, changing nothing, when one of its items changed since', () => {
    const store = setup();
    const selection = itemsIn(store, 'pending', 3);
    const { ticket } = store.dispatch(
      undoable(
        verificationEventsSent({
          queue: 'users',
          itemIds: selection.map((item) => item.id),
          event: { type: 'MARK_UNDER_REVIEW' },
          today,
        }),
      ),
    );
    store.dispatch(
      verificationEventSent({ queue: 'users', itemId: selection[1]!.id, event: { type: 'REJECT' }, today }),
    );
    const before = store.getState();
    expect(store.dispatch(undoChanges(ticket!))).toBe('changed');
    expect(store.getState().verification).toBe(before.verification);
    expect(store.getState().users).toBe(before.users);
  });

  it('gives no ticket when every item’s machine refused', () => {
    const store = setup();
    const selection = itemsIn(store, 'approved', 1);
    const { result, ticket } = store.dispatch(
      undoable(
        verificationEventsSent({
          queue: 'users',
          itemIds: selection.map((item) => item.id),
          event: { type: 'REJECT' },
          today,
        }),
      ),
    );
    expect(ticket).toBeNull();
    expect(result).toMatchObject({ accepted: [] });
  });

  it('approves 100 items at once: one ticket restores them all, one audit entry each', () => {
    const store = setup();
    const { users } = store.getState().verification;
    const template = users.entities[users.ids[0]!]!;
    // A queue of 100 pending items, each its own user.
    const many = Array.from({ length: 100 }, (_, index) => ({
      ...template,
      id: `UV-BULK-${index}`,
      userId: `USR-BULK-${index}`,
      status: 'pending' as const,
    }));
    const big = makeStore(
      {
        verification: {
          ...store.getState().verification,
          users: {
            ids: many.map((item) => item.id),
            entities: Object.fromEntries(many.map((item) => [item.id, item])),
          },
        },
      },
      { referenceDate: TEST_REFERENCE_DATE },
    );
    const run = () =>
      big.dispatch(
        undoable(
          verificationEventsSent({
            queue: 'users',
            itemIds: many.map((item) => item.id),
            event: { type: 'APPROVE' },
            today,
          }),
        ),
      );
    // Timed by `npm run bench` in a production build (the development store checks every action).
    const { ticket } = run();
    expect(ticket?.changes).toHaveLength(100);
    expect(selectAuditEntries(big.getState()).filter((entry) => entry.event === 'APPROVE')).toHaveLength(100);
    expect(big.dispatch(undoChanges(ticket!))).toBe('undone');
    expect(big.getState().verification.users).toEqual(
      expect.objectContaining({ entities: Object.fromEntries(many.map((item) => [item.id, item])) }),
    );
  });
});
