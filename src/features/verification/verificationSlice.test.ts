import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { DOMAINS } from '@/app/domains';
import { makeStore } from '@/app/store';
import { buildCompanies } from '@/fixtures/companies';
import { buildUsers } from '@/fixtures/users';
import { buildCompanyVerificationQueue, buildUserVerificationQueue } from '@/fixtures/verification';
import { eventTypesOf, isStatusOf, nextStatus, statusesOf, statusHasTag } from '@/machines/lifecycle';
import { verificationQueueMachine, type VerificationStatus } from '@/machines/verificationQueue.machine';
import type { AppStore } from '@/store/hooks';
import { sampleDataReset, verificationStatusChanged } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  isVerificationState,
  seedVerification,
  selectCompanyVerificationCounts,
  selectCompanyVerificationItemById,
  selectCompanyVerificationItems,
  selectFilteredCompanyVerificationItems,
  selectFilteredUserVerificationItems,
  selectUserVerificationCounts,
  selectUserVerificationItemById,
  selectUserVerificationItems,
  verificationEventRefused,
  verificationEventSent,
  type CompanyVerificationFilters,
  type UserVerificationFilters,
  type VerificationEvent,
  type VerificationQueue,
} from './verificationSlice';

const TODAY = TEST_REFERENCE_DATE.toISOString();
const STATUSES = statusesOf(verificationQueueMachine);
const EVENTS: VerificationEvent[] = eventTypesOf(verificationQueueMachine).map((type) => ({ type }));

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });

const itemOf = (store: AppStore, queue: VerificationQueue, id: string) =>
  queue === 'users'
    ? selectUserVerificationItemById(store.getState(), id)
    : selectCompanyVerificationItemById(store.getState(), id);

/** Runs the thunk with a recording dispatch, so the test sees the actions it dispatches. */
function send(store: AppStore, queue: VerificationQueue, itemId: string, event: VerificationEvent) {
  const actions: UnknownAction[] = [];
  const dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return store.dispatch(action);
  }) as AppStore['dispatch'];
  const result = verificationEventSent({ queue, itemId, event, today: TODAY })(dispatch, store.getState);
  return { result, actions };
}

describe('verification fixtures and seed', () => {
  const users = buildUserVerificationQueue(TEST_REFERENCE_DATE);
  const companies = buildCompanyVerificationQueue(TEST_REFERENCE_DATE);

  it('has 15 items per queue, UVR-001..UVR-015 and CVR-001..CVR-015', () => {
    const ids = (prefix: string) =>
      Array.from({ length: 15 }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
    expect(users.map((item) => item.id)).toEqual(ids('UVR'));
    expect(companies.map((item) => item.id)).toEqual(ids('CVR'));
  });

  it('is a pure function of the reference date', () => {
    expect(seedVerification(TEST_REFERENCE_DATE)).toEqual(seedVerification(new Date(TEST_REFERENCE_DATE)));
  });

  it('links UVR-001..UVR-015 to the queue users USR-071..USR-085 and copies their details', () => {
    const byId = new Map(buildUsers(TEST_REFERENCE_DATE).map((user) => [user.id, user]));
    users.forEach((item, index) => {
      expect(item.userId).toBe(`USR-${String(71 + index).padStart(3, '0')}`);
      const user = byId.get(item.userId)!;
      // The user is verified exactly when the item is approved (UVR-015 → USR-085).
      expect(user.verified).toBe(statusHasTag(verificationQueueMachine, item.status, 'verified'));
      expect(item).toMatchObject({ name: user.name, email: user.email, phone: user.phone, role: user.role });
      expect(item.company).toBe(user.company);
      expect(item.joinDate).toBe(user.joinDate);
      expect(item.documents.length).toBeGreaterThan(0);
      expect(item.documents.every((doc) => doc.uploadDate > user.joinDate && doc.uploadDate <= TODAY)).toBe(
        true,
      );
    });
  });

  it('links every company item to a company, unverified unless the item is approved', () => {
    const byId = new Map(buildCompanies(TEST_REFERENCE_DATE).map((company) => [company.id, company]));
    expect(new Set(companies.map((item) => item.companyId)).size).toBe(15);
    for (const item of companies) {
      const company = byId.get(item.companyId)!;
      expect(item).toMatchObject({ name: company.name, email: company.email, phone: company.phone });
      expect(company.address.endsWith(item.location)).toBe(true);
      expect(company.verified).toBe(statusHasTag(verificationQueueMachine, item.status, 'verified'));
    }
  });

  it('has Warehousing among the declared company types (spec 9)', () => {
    expect(companies.filter((item) => item.type === 'Warehousing').map((item) => item.id)).toEqual([
      'CVR-008',
    ]);
  });

  it('gives contact people names that no user has', () => {
    const userNames = new Set(buildUsers(TEST_REFERENCE_DATE).map((user) => user.name));
    expect(companies.some((item) => userNames.has(item.contactPerson))).toBe(false);
    expect(new Set(companies.map((item) => item.contactPerson)).size).toBe(15);
  });

  it('counts the cards per status: every status appears, mostly pending', () => {
    const state = setup().getState();
    expect(selectUserVerificationCounts(state)).toEqual({
      total: 15,
      pending: 9,
      under_review: 3,
      approved: 1,
      rejected: 2,
    });
    expect(selectCompanyVerificationCounts(state)).toEqual({
      total: 15,
      pending: 8,
      under_review: 3,
      approved: 2,
      rejected: 2,
    });
  });
});

describe('verification events', () => {
  const queues: VerificationQueue[] = ['users', 'companies'];
  const firstIn = (store: AppStore, queue: VerificationQueue, status: VerificationStatus) => {
    const items =
      queue === 'users'
        ? selectUserVerificationItems(store.getState())
        : selectCompanyVerificationItems(store.getState());
    return items.find((item) => item.status === status)!;
  };
  const cases = queues.flatMap((queue) =>
    STATUSES.flatMap((status) => EVENTS.map((event) => [queue, status, event.type, event] as const)),
  );

  it.each(cases)('%s queue, from %s, %s', (queue, status, _type, event) => {
    const store = setup();
    const item = firstIn(store, queue, status);
    const before = store.getState();
    const expected = nextStatus(verificationQueueMachine, status, event);
    const { result, actions } = send(store, queue, item.id, event);
    expect(result).toBe(expected);
    if (expected === null) {
      expect(actions).toEqual([verificationEventRefused({ queue, itemId: item.id, event, status })]);
      expect(store.getState()).toEqual(before);
    } else {
      const subjectId = 'userId' in item ? item.userId : item.companyId;
      expect(actions).toEqual([
        verificationStatusChanged({
          queue,
          itemId: item.id,
          subjectId,
          from: status,
          to: expected,
          today: TODAY,
        }),
      ]);
      expect(itemOf(store, queue, item.id)).toEqual({ ...item, status: expected });
    }
  });

  it('refuses an unknown item, and an item of the other queue, changing nothing', () => {
    const store = setup();
    const before = store.getState();
    expect(send(store, 'users', 'UVR-999', { type: 'APPROVE' }).result).toBeNull();
    expect(send(store, 'users', 'CVR-001', { type: 'APPROVE' }).actions).toEqual([
      verificationEventRefused({
        queue: 'users',
        itemId: 'CVR-001',
        event: { type: 'APPROVE' },
        status: null,
      }),
    ]);
    expect(send(store, 'companies', 'UVR-001', { type: 'APPROVE' }).result).toBeNull();
    expect(store.getState()).toEqual(before);
  });

  it('approving a user item announces the user id, so the users slice can mark the user verified', () => {
    const store = setup();
    const { actions } = send(store, 'users', 'UVR-001', { type: 'APPROVE' });
    expect(actions).toEqual([
      verificationStatusChanged({
        queue: 'users',
        itemId: 'UVR-001',
        subjectId: 'USR-071',
        from: 'pending',
        to: 'approved',
        today: TODAY,
      }),
    ]);
  });

  it('approving a company item marks the company verified; rejecting does not', () => {
    const store = setup();
    const verified = (id: string) => store.getState().companies.entities[id]!.verified;
    expect(verified('CMP-004')).toBe(false);
    expect(verified('CMP-016')).toBe(false);
    send(store, 'companies', 'CVR-001', { type: 'APPROVE' });
    send(store, 'companies', 'CVR-003', { type: 'REJECT' });
    expect(verified('CMP-004')).toBe(true);
    expect(verified('CMP-016')).toBe(false);
    expect(selectCompanyVerificationCounts(store.getState())).toMatchObject({
      pending: 7,
      approved: 3,
      rejected: 3,
    });
  });

  it('a rejected company can still be approved, and is then verified', () => {
    const store = setup();
    expect(send(store, 'companies', 'CVR-010', { type: 'APPROVE' }).result).toBe('approved');
    expect(store.getState().companies.entities['CMP-006']!.verified).toBe(true);
  });

  describe('the shared action is checked, not trusted', () => {
    const changed = (changes: Partial<Parameters<typeof verificationStatusChanged>[0]>) =>
      verificationStatusChanged({
        queue: 'companies',
        itemId: 'CVR-001',
        subjectId: 'CMP-004',
        from: 'pending',
        to: 'under_review',
        today: TODAY,
        ...changes,
      });

    it('applies a consistent change', () => {
      const store = setup();
      store.dispatch(changed({}));
      expect(selectCompanyVerificationItemById(store.getState(), 'CVR-001')!.status).toBe('under_review');
    });

    it.each([
      ['a stale from', { from: 'under_review' as const }],
      ['a transition the machine does not have', { from: 'pending' as const, to: 'pending' as const }],
      ['another subject', { subjectId: 'CMP-010' }],
      ['an unknown item', { itemId: 'CVR-404' }],
      ['the other queue', { queue: 'users' as const }],
    ])('ignores %s', (_label, changes) => {
      const store = setup();
      const before = store.getState().verification;
      store.dispatch(changed(changes));
      expect(store.getState().verification).toBe(before);
    });

    it('ignores leaving approved (no transition out of it)', () => {
      const store = setup();
      const before = store.getState().verification;
      store.dispatch(changed({ itemId: 'CVR-014', subjectId: 'CMP-003', from: 'approved', to: 'rejected' }));
      expect(store.getState().verification).toBe(before);
    });
  });

  it('restores the sample data on sampleDataReset', () => {
    const store = setup();
    send(store, 'users', 'UVR-001', { type: 'REJECT' });
    send(store, 'companies', 'CVR-001', { type: 'APPROVE' });
    store.dispatch(sampleDataReset({ referenceDate: TODAY }));
    expect(store.getState().verification).toEqual(seedVerification(TEST_REFERENCE_DATE));
  });
});

describe('user queue selectors', () => {
  const ALL: UserVerificationFilters = { query: '', status: 'all', priority: 'all', role: 'all' };
  const ids = (filters: Partial<UserVerificationFilters>) =>
    selectFilteredUserVerificationItems(setup().getState(), { ...ALL, ...filters }).map((item) => item.id);
  const items = buildUserVerificationQueue(TEST_REFERENCE_DATE);

  it('searches name and email, case-insensitively', () => {
    expect(ids({ query: 'MICHAEL rodriguez' })).toEqual(['UVR-001']);
    expect(ids({ query: 'aisha.walker@SILVER' })).toEqual(['UVR-002']);
    expect(ids({ query: '' })).toHaveLength(15);
  });

  it('searches no other field', () => {
    const item = items[1]!;
    expect(ids({ query: item.phone })).toEqual([]);
    expect(ids({ query: 'Silver State' })).toEqual([]); // company (the email has no space)
    expect(ids({ query: 'broker' })).toEqual([]); // role
    expect(ids({ query: 'UVR-002' })).toEqual([]); // id
    expect(ids({ query: 'USR-072' })).toEqual([]); // user id
    expect(ids({ query: 'Government ID' })).toEqual([]); // documents
  });

  it('filters by status, priority and role', () => {
    for (const status of STATUSES) {
      expect(ids({ status })).toEqual(items.filter((item) => item.status === status).map((item) => item.id));
    }
    for (const priority of ['high', 'medium', 'low'] as const) {
      const expected = items.filter((item) => item.priority === priority).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids({ priority })).toEqual(expected);
    }
    expect(ids({ role: 'broker' })).toEqual(['UVR-002', 'UVR-009']);
    expect(ids({ role: 'admin' })).toEqual([]);
    expect(ids({ role: 'driver' })).toHaveLength(9);
    expect(ids({ role: 'driver', status: 'under_review', priority: 'low' })).toEqual(['UVR-003', 'UVR-008']);
  });
});

describe('company queue selectors', () => {
  const ALL: CompanyVerificationFilters = { query: '', status: 'all', priority: 'all', type: 'all' };
  const ids = (filters: Partial<CompanyVerificationFilters>) =>
    selectFilteredCompanyVerificationItems(setup().getState(), { ...ALL, ...filters }).map((item) => item.id);
  const items = buildCompanyVerificationQueue(TEST_REFERENCE_DATE);

  it('searches name, email and contact person, case-insensitively', () => {
    expect(ids({ query: 'ATLAS shipping' })).toEqual(['CVR-001']);
    expect(ids({ query: 'contact@ironhorse' })).toEqual(['CVR-002']);
    expect(ids({ query: items[2]!.contactPerson.toUpperCase() })).toEqual(['CVR-003']);
  });

  it('searches no other field', () => {
    expect(ids({ query: 'Atlanta' })).toEqual([]); // location
    expect(ids({ query: 'Warehousing' })).toEqual([]); // type
    expect(ids({ query: items[0]!.phone })).toEqual([]);
    expect(ids({ query: 'CVR-001' })).toEqual([]);
    expect(ids({ query: 'CMP-004' })).toEqual([]);
    expect(ids({ query: 'Business License' })).toEqual([]); // documents
  });

  it('filters by status, priority and type', () => {
    for (const status of STATUSES) {
      expect(ids({ status })).toEqual(items.filter((item) => item.status === status).map((item) => item.id));
    }
    for (const priority of ['high', 'medium', 'low'] as const) {
      const expected = items.filter((item) => item.priority === priority).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids({ priority })).toEqual(expected);
    }
    expect(ids({ type: 'Warehousing' })).toEqual(['CVR-008']);
    expect(ids({ type: 'Logistics' })).toEqual(['CVR-006', 'CVR-009']);
    expect(ids({ type: 'Transport', status: 'approved' })).toEqual(['CVR-015']);
  });

  it('memoises the filtered list', () => {
    const state = setup().getState();
    expect(selectFilteredCompanyVerificationItems(state, { ...ALL })).toBe(
      selectFilteredCompanyVerificationItems(state, { ...ALL }),
    );
  });
});

describe('isVerificationState', () => {
  const good = seedVerification(TEST_REFERENCE_DATE);
  const tamper = (queue: VerificationQueue, changes: object) => {
    const sub = good[queue];
    const id = sub.ids[0]!;
    return {
      ...good,
      [queue]: { ...sub, entities: { ...sub.entities, [id]: { ...sub.entities[id], ...changes } } },
    };
  };

  it('accepts the seed', () => {
    expect(isVerificationState(good)).toBe(true);
  });

  it.each([
    ['users', { status: 'on_hold' }],
    ['users', { priority: 'urgent' }],
    ['users', { role: 'pilot' }],
    ['users', { userId: 71 }],
    ['users', { documents: [{ name: 'ID', status: 'lost', uploadDate: TODAY }] }],
    ['users', { joinDate: 'soon' }],
    ['companies', { status: 'verified' }],
    ['companies', { type: 'Mining' }],
    ['companies', { contactPerson: undefined }],
    ['companies', { id: 'CVR-999' }],
  ] as const)('rejects a tampered %s item %o', (queue, changes) => {
    expect(isVerificationState(tamper(queue, changes))).toBe(false);
  });

  it('rejects a missing field, a missing queue and non-objects', () => {
    const { email: _email, ...withoutEmail } = good.users.entities['UVR-001']!;
    expect(
      isVerificationState({
        ...good,
        users: { ...good.users, entities: { ...good.users.entities, 'UVR-001': withoutEmail } },
      }),
    ).toBe(false);
    expect(isVerificationState({ users: good.users })).toBe(false);
    expect(isVerificationState(null)).toBe(false);
    expect(isVerificationState([])).toBe(false);
  });
});

describe('verification events, property-based', () => {
  // makeStore seeds every domain (~100 ms) and its dev-mode checks walk the whole state on every
  // dispatch (~6 ms), too slow for 1,000 runs: each run gets a light store built from the same
  // reducers the app registers, preloaded from one cached seed.
  const reducer = combineReducers({
    verification: DOMAINS.verification.reducer,
    companies: DOMAINS.companies.reducer,
  });
  const seed = {
    verification: DOMAINS.verification.seed(TEST_REFERENCE_DATE),
    companies: DOMAINS.companies.seed(TEST_REFERENCE_DATE),
  };
  const lightStore = () => {
    const store = configureStore({
      reducer,
      preloadedState: seed,
      middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
    });
    return store as unknown as AppStore;
  };
  const answers = new Map<string, VerificationStatus | null>();
  const expectedNext = (status: VerificationStatus, event: VerificationEvent) => {
    const key = `${status} ${event.type}`;
    if (!answers.has(key)) answers.set(key, nextStatus(verificationQueueMachine, status, event));
    return answers.get(key)!;
  };
  const knownIds = [...seed.verification.users.ids, ...seed.verification.companies.ids];
  const step = fc.record({
    queue: fc.constantFrom<VerificationQueue>('users', 'companies'),
    itemId: fc.oneof(fc.constantFrom(...knownIds), fc.constantFrom('UVR-016', 'CVR-000', ''), fc.string()),
    event: fc.constantFrom(...EVENTS),
  });

  it('never leaves the machine, never changes an item the machine refused, and keeps approvals verified', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const store = lightStore();
        for (const { queue, itemId, event } of steps) {
          const before = store.getState();
          const item = itemOf(store, queue, itemId);
          const expected = item ? expectedNext(item.status, event) : null;
          store.dispatch(verificationEventSent({ queue, itemId, event, today: TODAY }));
          const after = store.getState();
          if (expected === null) {
            expect(after.verification).toBe(before.verification);
            expect(after.companies).toBe(before.companies);
          } else {
            expect(itemOf(store, queue, itemId)!.status).toBe(expected);
          }
        }
        const state = store.getState();
        const companies = selectCompanyVerificationItems(state);
        const all = [...selectUserVerificationItems(state), ...companies];
        expect(all.every((item) => isStatusOf(verificationQueueMachine, item.status))).toBe(true);
        for (const item of companies) {
          if (statusHasTag(verificationQueueMachine, item.status, 'verified')) {
            expect(state.companies.entities[item.companyId]!.verified).toBe(true);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
