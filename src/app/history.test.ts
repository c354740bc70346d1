import { makeStore } from '@/app/store';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { roleCreated, roleDeleted, roleEdited, selectRoleById } from '@/features/roles/rolesSlice';
import { selectUserById, userStatusEventSent } from '@/features/users/usersSlice';
import { verificationEventSent } from '@/features/verification/verificationSlice';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { domainsSynced, sampleDataReset } from '@/store/sharedActions';
import {
  MAX_AUDIT_ENTRIES,
  auditRecorded,
  isAuditState,
  selectAuditEntries,
  selectAuditFor,
} from '@/store/history/audit';
import { changesReverted, undoable, undoChanges } from '@/store/history/undo';

const today = '2026-06-15T12:30:00.000Z';
const meta = { today, by: SIGNED_IN_ADMIN_ID };
const storeNow = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const activeUser = (store: ReturnType<typeof storeNow>) =>
  Object.values(store.getState().users.entities).find((user) => user?.status === 'active')!;

describe('undo', () => {
  it('puts a status change back at once, and its ticket holds only the record it touched', () => {
    const store = storeNow();
    const user = activeUser(store);
    const { ticket } = store.dispatch(
      undoable(userStatusEventSent({ id: user.id, event: { type: 'SUSPEND' }, ...meta })),
    );
    expect(ticket?.changes.map(({ table, id }) => [table, id])).toEqual([['users', user.id]]);
    expect(selectUserById(store.getState(), user.id)?.status).toBe('suspended');
    expect(store.dispatch(undoChanges(ticket!))).toBe('undone');
    expect(selectUserById(store.getState(), user.id)).toEqual(user);
  });

  it('gives no ticket for replacing the data (a reset is not undone record by record)', () => {
    const store = storeNow();
    const user = activeUser(store);
    store.dispatch(userStatusEventSent({ id: user.id, event: { type: 'SUSPEND' }, ...meta }));
    const { ticket } = store.dispatch(undoable(sampleDataReset({ referenceDate: today })));
    expect(selectUserById(store.getState(), user.id)?.status).toBe('active');
    expect(ticket).toBeNull();
  });

  it('gives no ticket when the machine refused the change', () => {
    const store = storeNow();
    const user = activeUser(store);
    const { ticket } = store.dispatch(
      undoable(userStatusEventSent({ id: user.id, event: { type: 'APPROVE' }, ...meta })),
    );
    expect(ticket).toBeNull();
  });

  it('refuses, changing nothing, when the item changed again since', () => {
    const store = storeNow();
    const user = activeUser(store);
    const { ticket } = store.dispatch(
      undoable(userStatusEventSent({ id: user.id, event: { type: 'SUSPEND' }, ...meta })),
    );
    store.dispatch(userStatusEventSent({ id: user.id, event: { type: 'APPROVE' }, ...meta }));
    const before = store.getState();
    expect(store.dispatch(undoChanges(ticket!))).toBe('changed');
    expect(store.getState().users).toBe(before.users);
  });

  it('undoes several changes in a row, each its own', () => {
    const store = storeNow();
    const users = Object.values(store.getState().users.entities).filter((u) => u?.status === 'active');
    const [a, b] = [users[0]!, users[1]!];
    const first = store.dispatch(
      undoable(userStatusEventSent({ id: a.id, event: { type: 'SUSPEND' }, ...meta })),
    );
    const second = store.dispatch(
      undoable(userStatusEventSent({ id: b.id, event: { type: 'MARK_UNDER_REVIEW' }, ...meta })),
    );
    expect(store.dispatch(undoChanges(second.ticket!))).toBe('undone');
    expect(selectUserById(store.getState(), b.id)?.status).toBe('active');
    expect(selectUserById(store.getState(), a.id)?.status).toBe('suspended');
    expect(store.dispatch(undoChanges(first.ticket!))).toBe('undone');
    expect(selectUserById(store.getState(), a.id)?.status).toBe('active');
  });

  it('puts back every record of a verification approval: the queue item and the user it verified', () => {
    const store = storeNow();
    const item = Object.values(store.getState().verification.users.entities).find(
      (i) => i?.status === 'pending',
    )!;
    const userBefore = selectUserById(store.getState(), item.userId);
    const { ticket } = store.dispatch(
      undoable(verificationEventSent({ queue: 'users', itemId: item.id, event: { type: 'APPROVE' }, today })),
    );
    expect(ticket?.changes.map((c) => c.table).sort()).toEqual(['userVerification', 'users']);
    store.dispatch(undoChanges(ticket!));
    expect(store.getState().verification.users.entities[item.id]?.status).toBe('pending');
    expect(selectUserById(store.getState(), item.userId)).toEqual(userBefore);
  });

  it('brings a deleted role back in its place, and an edited one as it was', () => {
    const store = storeNow();
    const ids = [...store.getState().roles.ids];
    const role = selectRoleById(store.getState(), ids[2]!)!;
    const deleted = store.dispatch(undoable(roleDeleted({ id: role.id, holders: 0 })));
    expect(store.getState().roles.ids).not.toContain(role.id);
    store.dispatch(undoChanges(deleted.ticket!));
    expect(store.getState().roles.ids).toEqual(ids);
    const edited = store.dispatch(undoable(roleEdited({ ...role, name: 'Renamed' } as never)));
    expect(selectRoleById(store.getState(), role.id)?.name).toBe('Renamed');
    store.dispatch(undoChanges(edited.ticket!));
    expect(selectRoleById(store.getState(), role.id)).toEqual(role);
  });

  it('undoes one ticket that deleted two roles and created one: both back in place, the new one gone', () => {
    const store = storeNow();
    const before = store.getState().roles;
    const [first, second] = [before.ids[1]!, before.ids[3]!];
    const created = { ...selectRoleById(store.getState(), first)!, id: 'ROLE-NEW', name: 'Night Dispatcher' };
    const { ticket } = store.dispatch(
      undoable((dispatch) => {
        dispatch(roleDeleted({ id: first, holders: 0 }));
        dispatch(roleCreated(created as never));
        dispatch(roleDeleted({ id: second, holders: 0 }));
      }),
    );
    expect(ticket?.changes).toHaveLength(3);
    expect(store.dispatch(undoChanges(ticket!))).toBe('undone');
    expect(store.getState().roles.ids).toEqual(before.ids);
    expect(store.getState().roles.entities).toEqual(before.entities);
  });

  it('marks every notification unread again after Mark All Read', () => {
    const store = storeNow();
    const unread = selectUnreadCount(store.getState());
    const { ticket } = store.dispatch(undoable(allNotificationsRead()));
    expect(selectUnreadCount(store.getState())).toBe(0);
    store.dispatch(undoChanges(ticket!));
    expect(selectUnreadCount(store.getState())).toBe(unread);
  });

  it('still undoes after another tab sent the same data back (equal records, new objects)', () => {
    const store = storeNow();
    const user = activeUser(store);
    const { ticket } = store.dispatch(
      undoable(userStatusEventSent({ id: user.id, event: { type: 'SUSPEND' }, ...meta })),
    );
    const copy = JSON.parse(JSON.stringify(store.getState().users)) as unknown;
    store.dispatch(domainsSynced({ states: { users: copy } }));
    expect(store.dispatch(undoChanges(ticket!))).toBe('undone');
    expect(selectUserById(store.getState(), user.id)?.status).toBe('active');
  });
});

describe('audit trail', () => {
  it('records each transition once, with entity, from, to, event, when and who, newest first', () => {
    const store = storeNow();
    const user = activeUser(store);
    store.dispatch(userStatusEventSent({ id: user.id, event: { type: 'SUSPEND' }, ...meta }));
    store.dispatch(userStatusEventSent({ id: user.id, event: { type: 'APPROVE' }, ...meta }));
    const entries = selectAuditFor(store.getState(), user.id);
    expect(entries.map(({ from, to, event }) => [from, to, event])).toEqual([
      ['suspended', 'active', 'APPROVE'],
      ['active', 'suspended', 'SUSPEND'],
    ]);
    expect(entries[0]).toMatchObject({
      entityType: 'user',
      entityId: user.id,
      entityName: user.name,
      at: today,
      by: SIGNED_IN_ADMIN_ID,
    });
  });

  it('names the event from the machine when the action does not, and links records to their subject', () => {
    const store = storeNow();
    const item = Object.values(store.getState().verification.users.entities).find(
      (i) => i?.status === 'pending',
    )!;
    store.dispatch(
      verificationEventSent({ queue: 'users', itemId: item.id, event: { type: 'APPROVE' }, today }),
    );
    const entries = selectAuditFor(store.getState(), item.userId);
    expect(entries.map(({ entityType, event, to }) => [entityType, event, to])).toEqual(
      expect.arrayContaining([
        ['userVerification', 'APPROVE', 'approved'],
        ['user', 'VERIFY', 'active'],
      ]),
    );
  });

  it('records an undo as UNDO, and records nothing for a refused event or a reload', () => {
    const store = storeNow();
    const user = activeUser(store);
    store.dispatch(userStatusEventSent({ id: user.id, event: { type: 'APPROVE' }, ...meta }));
    expect(selectAuditEntries(store.getState())).toEqual([]);
    const { ticket } = store.dispatch(
      undoable(userStatusEventSent({ id: user.id, event: { type: 'SUSPEND' }, ...meta })),
    );
    store.dispatch(changesReverted(ticket!));
    expect(selectAuditEntries(store.getState()).map((e) => e.event)).toEqual(['UNDO', 'SUSPEND']);
    store.dispatch(domainsSynced({ states: { users: JSON.parse(JSON.stringify(store.getState().users)) } }));
    expect(selectAuditEntries(store.getState())).toHaveLength(2);
  });

  it(`keeps the newest ${MAX_AUDIT_ENTRIES} entries, and checks saved entries`, () => {
    const store = storeNow();
    const entry = {
      id: 'x',
      at: today,
      by: SIGNED_IN_ADMIN_ID,
      entityType: 'user' as const,
      entityId: 'USR-001',
      entityName: 'Someone',
      from: 'active',
      to: 'suspended',
      event: 'SUSPEND',
    };
    store.dispatch(
      auditRecorded(Array.from({ length: MAX_AUDIT_ENTRIES + 5 }, (_, i) => ({ ...entry, id: `${i}` }))),
    );
    expect(selectAuditEntries(store.getState())).toHaveLength(MAX_AUDIT_ENTRIES);
    expect(isAuditState(store.getState().audit)).toBe(true);
    expect(isAuditState({ entries: [{ ...entry, entityType: 'planet' }] })).toBe(false);
    expect(isAuditState({ entries: [{ ...entry, at: 'yesterday' }] })).toBe(false);
  });
});
