import { makeStore } from '@/app/store';
import { nextStatus, statusesOf, statusHasTag, type EventTypeOf, type StatusOf } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { verificationQueueMachine, type VerificationStatus } from '@/machines/verificationQueue.machine';
import { sampleDataReset, verificationStatusChanged } from '@/store/sharedActions';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  DRIVER_HISTORY_PAGE_SIZE,
  driverDocumentStatusEventSent,
  isUsersState,
  seedUsers,
  selectFilteredUsers,
  selectNextUserId,
  selectUserById,
  selectUserCounts,
  selectUsers,
  USER_ROLE_FILTERS,
  USER_ROLES,
  USER_STATUS_FILTERS,
  userAdded,
  userStatusEventSent,
  type User,
  type UserAddedPayload,
  type UserFilters,
} from './usersSlice';
import { selectDriverStats } from './driverSelectors';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const seed = seedUsers(TEST_REFERENCE_DATE);
const seedUsersList = seed.ids.map((id) => seed.entities[id]!);
const TODAY = '2026-06-15T12:00:00.000Z';

type UserStatusT = StatusOf<typeof userStatusMachine>;
type DocumentStatusT = StatusOf<typeof driverDocumentMachine>;

/** Spec 4, user status, transcribed. */
const USER_TABLE: Record<UserStatusT, Partial<Record<EventTypeOf<typeof userStatusMachine>, UserStatusT>>> = {
  active: { MARK_UNDER_REVIEW: 'under_review', SUSPEND: 'suspended' },
  pending: { VERIFY: 'active' },
  suspended: { APPROVE: 'active' },
  under_review: { APPROVE: 'active', REJECT: 'suspended' },
};
const USER_EVENTS = ['MARK_UNDER_REVIEW', 'SUSPEND', 'APPROVE', 'REJECT', 'VERIFY'] as const;

/** Spec 4, driver document status, transcribed. */
const DOCUMENT_TABLE: Record<
  DocumentStatusT,
  Partial<Record<EventTypeOf<typeof driverDocumentMachine>, DocumentStatusT>>
> = {
  verified: { MARK_PENDING: 'pending', REJECT: 'rejected' },
  pending: { VERIFY: 'verified', REJECT: 'rejected' },
  rejected: { VERIFY: 'verified' },
};
const DOCUMENT_EVENTS = ['VERIFY', 'MARK_PENDING', 'REJECT'] as const;

const filtered = (filters: Partial<UserFilters>) =>
  selectFilteredUsers(setup().getState(), { query: '', role: 'all', status: 'all', ...filters });

const addPayload = (changes: Partial<UserAddedPayload> = {}): UserAddedPayload => ({
  id: 'USR-086',
  today: TODAY,
  name: ' Nora Field ',
  email: 'nora.field@example.com',
  phone: '(555) 555-0100',
  role: 'driver',
  companyName: 'Summit Freight Co.',
  licenseNumber: 'TX-D1234567',
  workRadius: 150,
  isEmailVerified: false,
  notes: 'Referred by a carrier.',
  ...changes,
});

describe('users slice: seed', () => {
  it('seeds 85 users (9 pages of 10) in id order', () => {
    const users = selectUsers(setup().getState());
    expect(users).toHaveLength(85);
    expect(Math.ceil(users.length / 10)).toBe(9);
    expect(users[0]!.id).toBe('USR-001');
    expect(users[84]!.id).toBe('USR-085');
  });

  it('is a pure function of the reference date', () => {
    expect(seedUsers(new Date(TEST_REFERENCE_DATE))).toEqual(seed);
  });
});

describe('users slice: user status events', () => {
  const pairs = statusesOf(userStatusMachine).flatMap((status) =>
    USER_EVENTS.map((type) => [status, type] as const),
  );

  it.each(pairs)('from %s, %s', (status, type) => {
    const store = setup();
    const user = seedUsersList.find((u) => u.status === status)!;
    const before = store.getState().users;
    store.dispatch(
      userStatusEventSent({ id: user.id, event: { type }, today: TODAY, by: SIGNED_IN_ADMIN_ID }),
    );
    const expected = USER_TABLE[status][type];
    if (expected) {
      // The user keeps no history of its own: the audit trail notes the change.
      expect(selectUserById(store.getState(), user.id)).toEqual({ ...user, status: expected });
      expect(store.getState().audit.entries[0]).toMatchObject({
        at: TODAY,
        by: SIGNED_IN_ADMIN_ID,
        entityType: 'user',
        entityId: user.id,
        from: status,
        to: expected,
        event: type,
      });
    } else {
      expect(store.getState().users).toEqual(before);
    }
  });

  it('ignores an unknown user', () => {
    const store = setup();
    const before = store.getState().users;
    store.dispatch(
      userStatusEventSent({
        id: 'USR-999',
        event: { type: 'SUSPEND' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    expect(store.getState().users).toBe(before);
  });
});

describe('users slice: driver document events', () => {
  const documents = seedUsersList.flatMap((user) =>
    (user.driver?.documents ?? []).map((document) => ({ user, document })),
  );
  const pairs = statusesOf(driverDocumentMachine).flatMap((status) =>
    DOCUMENT_EVENTS.map((type) => [status, type] as const),
  );

  it.each(pairs)('from %s, %s', (status, type) => {
    const store = setup();
    const { user, document } = documents.find((d) => d.document.status === status)!;
    const before = store.getState().users;
    store.dispatch(
      driverDocumentStatusEventSent({
        userId: user.id,
        documentId: document.id,
        event: { type },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    const expected = DOCUMENT_TABLE[status][type];
    if (expected) {
      const after = selectUserById(store.getState(), user.id)!;
      expect(after.driver!.documents.find((d) => d.id === document.id)).toEqual({
        ...document,
        status: expected,
      });
      const others = (u: User) => u.driver!.documents.filter((d) => d.id !== document.id);
      expect(others(after)).toEqual(others(user));
      expect({ ...after, driver: undefined }).toEqual({ ...user, driver: undefined });
      expect(store.getState().audit.entries[0]).toMatchObject({
        at: TODAY,
        entityType: 'driverDocument',
        entityId: document.id,
        subjectId: user.id,
        from: status,
        to: expected,
        event: type,
      });
    } else {
      expect(store.getState().users).toEqual(before);
    }
  });

  it('ignores an unknown user, an unknown document and a user who is not a driver', () => {
    const store = setup();
    const before = store.getState().users;
    const broker = seedUsersList.find((u) => u.role === 'broker')!;
    store.dispatch(
      driverDocumentStatusEventSent({
        userId: 'USR-999',
        documentId: 'USR-999-DOC-1',
        event: { type: 'VERIFY' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    store.dispatch(
      driverDocumentStatusEventSent({
        userId: 'USR-001',
        documentId: 'USR-002-DOC-2',
        event: { type: 'VERIFY' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    store.dispatch(
      driverDocumentStatusEventSent({
        userId: broker.id,
        documentId: `${broker.id}-DOC-1`,
        event: { type: 'VERIFY' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    expect(store.getState().users).toBe(before);
  });
});

describe('users slice: userAdded', () => {
  it('adds an unverified driver as pending, with licence number and work radius, without a company', () => {
    const store = setup();
    expect(selectNextUserId(store.getState())).toBe('USR-086');
    store.dispatch(userAdded(addPayload()));
    const user = selectUserById(store.getState(), 'USR-086')!;
    expect(user).toMatchObject({
      name: 'Nora Field',
      role: 'driver',
      status: 'pending',
      verified: false,
      joinDate: TODAY,
      lastActive: TODAY,
      notes: 'Referred by a carrier.',
    });
    expect(user.company).toBeUndefined();
    expect(user.driver).toMatchObject({
      licenseNumber: 'TX-D1234567',
      workRadius: 150,
      totalJobs: 0,
      documents: [],
    });
    expect(selectUsers(store.getState())).toHaveLength(86);
    expect(selectNextUserId(store.getState())).toBe('USR-087');
    expect(isUsersState(store.getState().users)).toBe(true);
  });

  it('adds a verified company user as active, with the company and no driver fields', () => {
    const store = setup();
    store.dispatch(userAdded(addPayload({ role: 'shipper', isEmailVerified: true, notes: ' ' })));
    const user = selectUserById(store.getState(), 'USR-086')!;
    expect(user).toMatchObject({
      role: 'shipper',
      company: 'Summit Freight Co.',
      status: 'active',
      verified: true,
    });
    expect(user.driver).toBeUndefined();
    expect(user.notes).toBeUndefined();
  });

  it('keeps no company for an admin and ignores an id already taken', () => {
    const store = setup();
    store.dispatch(userAdded(addPayload({ role: 'admin' })));
    expect(selectUserById(store.getState(), 'USR-086')!.company).toBeUndefined();
    const before = store.getState().users;
    store.dispatch(userAdded(addPayload({ id: 'USR-001', name: 'Someone Else' })));
    expect(store.getState().users).toBe(before);
  });
});

describe('users slice: verificationStatusChanged', () => {
  const pendingUser = seedUsersList[75]!;
  const change = (to: VerificationStatus, queue: 'users' | 'companies' = 'users') =>
    verificationStatusChanged({
      queue,
      itemId: 'UVR-006',
      subjectId: pendingUser.id,
      from: 'pending',
      to,
      today: TODAY,
    });

  it('marks the user verified when the queue item is approved', () => {
    const store = setup();
    expect(pendingUser.verified).toBe(false);
    store.dispatch(change('approved'));
    // Verified, and no longer pending: the user status machine's VERIFY makes the user active.
    expect(selectUserById(store.getState(), pendingUser.id)).toEqual({
      ...pendingUser,
      verified: true,
      status: nextStatus(userStatusMachine, pendingUser.status, { type: 'VERIFY' }),
    });
  });

  it.each(
    statusesOf(verificationQueueMachine).filter(
      (s) => !statusHasTag(verificationQueueMachine, s, 'verified'),
    ),
  )('does nothing when it moves to %s', (to) => {
    const store = setup();
    const before = store.getState().users;
    store.dispatch(change(to));
    expect(store.getState().users).toEqual(before);
  });

  it('ignores the company queue and an unknown user', () => {
    const store = setup();
    const before = store.getState().users;
    store.dispatch(change('approved', 'companies'));
    store.dispatch(
      verificationStatusChanged({
        queue: 'users',
        itemId: 'UVR-001',
        subjectId: 'USR-999',
        from: 'pending',
        to: 'approved',
        today: TODAY,
      }),
    );
    expect(store.getState().users).toEqual(before);
  });
});

describe('users slice: search, filters and counts', () => {
  it('searches name and email, case-insensitively', () => {
    expect(filtered({ query: 'DAVID THOMPSON' }).map((u) => u.id)).toEqual(['USR-001']);
    expect(filtered({ query: 'emily.chen@SUMMIT' }).map((u) => u.id)).toEqual(['USR-003']);
    expect(filtered({ query: '@admin.example' }).map((u) => u.role)).toEqual(['admin', 'admin', 'admin']);
  });

  it('does not search other fields', () => {
    const user = seedUsersList[2]!;
    expect(filtered({ query: user.company! })).toEqual([]); // 'Summit Freight Co.'
    expect(filtered({ query: user.phone })).toEqual([]);
    expect(filtered({ query: user.id })).toEqual([]);
    expect(filtered({ query: 'broker' })).toEqual([]);
    expect(filtered({ query: seedUsersList[0]!.driver!.licenseNumber })).toEqual([]);
  });

  it.each(USER_ROLE_FILTERS)('filters by role %s', (role) => {
    const expected = seedUsersList.filter((u) => role === 'all' || u.role === role);
    expect(filtered({ role })).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(USER_STATUS_FILTERS)('filters by status %s', (status) => {
    const expected = seedUsersList.filter((u) => status === 'all' || u.status === status);
    expect(filtered({ status })).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('shows users under review only under all statuses', () => {
    const underReview = seed.entities['USR-006']!;
    expect(underReview.status).toBe('under_review');
    for (const status of USER_STATUS_FILTERS) {
      expect(filtered({ status }).some((u) => u.id === underReview.id)).toBe(status === 'all');
    }
  });

  it('combines search, role and status', () => {
    const result = filtered({ query: '.com', role: 'driver', status: 'pending' });
    expect(result.map((u) => u.id)).toEqual([
      'USR-071',
      'USR-073',
      'USR-075',
      'USR-077',
      'USR-078',
      'USR-080',
      'USR-082',
      'USR-084',
    ]);
    expect(USER_ROLES).toHaveLength(5);
  });

  it('memoises on the filter values', () => {
    const state = setup().getState();
    const a = selectFilteredUsers(state, { query: 'a', role: 'driver', status: 'all' });
    expect(selectFilteredUsers(state, { query: 'a', role: 'driver', status: 'all' })).toBe(a);
  });

  it('counts total, active, pending and suspended users, and follows status events', () => {
    const store = setup();
    expect(selectUserCounts(store.getState())).toEqual({
      total: 85,
      active: 57,
      pending: 14,
      suspended: 7,
      under_review: 7,
    });
    store.dispatch(
      userStatusEventSent({
        id: 'USR-001',
        event: { type: 'SUSPEND' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    expect(selectUserCounts(store.getState())).toMatchObject({ total: 85, active: 56, suspended: 8 });
  });
});

describe('users slice: driver detail', () => {
  it('pages the job history 5 at a time (spec 9)', () => {
    expect(DRIVER_HISTORY_PAGE_SIZE).toBe(5);
  });

  it('gives the driver stats', () => {
    const state = setup().getState();
    const driver = seedUsersList[0]!.driver!;
    expect(selectDriverStats(state, 'USR-001')).toEqual({
      totalJobs: driver.totalJobs,
      completedJobs: driver.completedJobs,
      totalEarnings: driver.totalEarnings,
      rating: driver.rating,
    });
    expect(selectDriverStats(state, 'USR-003')).toBeNull();
    expect(selectDriverStats(state, 'USR-999')).toBeNull();
  });
});

describe('users slice: sample data reset and validation', () => {
  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    store.dispatch(
      userStatusEventSent({
        id: 'USR-001',
        event: { type: 'SUSPEND' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    store.dispatch(userAdded(addPayload()));
    store.dispatch(sampleDataReset({ referenceDate: TEST_REFERENCE_DATE.toISOString() }));
    expect(store.getState().users).toEqual(seed);
  });

  it('accepts its own state and rejects tampered state', () => {
    expect(isUsersState(seed)).toBe(true);
    const tamper = (id: string, changes: (user: User) => object) => ({
      ...seed,
      entities: { ...seed.entities, [id]: { ...seed.entities[id]!, ...changes(seed.entities[id]!) } },
    });
    const tamperDriver = (changes: (driver: NonNullable<User['driver']>) => object) =>
      tamper('USR-001', (u) => ({ driver: { ...u.driver!, ...changes(u.driver!) } }));
    expect(isUsersState(tamper('USR-001', () => ({ status: 'banned' })))).toBe(false);
    expect(isUsersState(tamper('USR-001', () => ({ role: 'Driver' })))).toBe(false);
    expect(isUsersState(tamper('USR-001', () => ({ verified: 'yes' })))).toBe(false);
    expect(isUsersState(tamper('USR-001', () => ({ lastActive: 'yesterday' })))).toBe(false);
    expect(isUsersState(tamper('USR-001', () => ({ id: 'USR-900' })))).toBe(false);
    expect(isUsersState(tamper('USR-001', () => ({ driver: undefined })))).toBe(false);
    expect(isUsersState(tamper('USR-003', () => ({ driver: seed.entities['USR-001']!.driver })))).toBe(false);
    const { email: _email, ...withoutEmail } = seed.entities['USR-003']!;
    expect(isUsersState({ ...seed, entities: { ...seed.entities, 'USR-003': withoutEmail } })).toBe(false);
    expect(
      isUsersState(tamperDriver((d) => ({ documents: [{ ...d.documents[0]!, status: 'under_review' }] }))),
    ).toBe(false);
    expect(
      isUsersState(tamperDriver((d) => ({ documents: [{ ...d.documents[0]!, expiryDate: 'soon' }] }))),
    ).toBe(false);
    expect(
      isUsersState(tamperDriver((d) => ({ jobHistory: [{ ...d.jobHistory[0]!, status: 'paused' }] }))),
    ).toBe(false);
    expect(isUsersState(tamperDriver((d) => ({ completedJobs: d.totalJobs + 1 })))).toBe(false);
    expect(isUsersState(tamperDriver(() => ({ rating: '4.5' })))).toBe(false);
    expect(isUsersState({ ...seed, ids: [...seed.ids, 'USR-999'] })).toBe(false);
    expect(isUsersState(null)).toBe(false);
    expect(isUsersState([])).toBe(false);
  });
});
