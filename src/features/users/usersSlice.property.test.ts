import fc from 'fast-check';
import { configureStore } from '@reduxjs/toolkit';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { isStatusOf, nextStatus, type EventOf } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  driverDocumentStatusEventSent,
  seedUsers,
  usersDomain,
  userStatusEventSent,
  type User,
} from './usersSlice';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';

const META = { today: '2026-06-15T12:00:00.000Z', by: SIGNED_IN_ADMIN_ID };

// One seeded state for every run. Each run gets a store of the users reducer alone, without the
// development invariant checks: makeStore seeds every domain and deep-checks the whole state on
// each dispatch, far too slow for 1,000 runs (the example tests use makeStore).
const seedState = { users: seedUsers(TEST_REFERENCE_DATE) };
const makeUsersStore = () =>
  configureStore({
    reducer: { users: usersDomain.reducer },
    preloadedState: seedState,
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
const userAt = (store: ReturnType<typeof makeUsersStore>, id: string) => store.getState().users.entities[id];
const userIds = [...seedState.users.ids, 'USR-999'];
const documentIds = seedState.users.ids.flatMap(
  (id) => seedState.users.entities[id]!.driver?.documents.map((d) => d.id) ?? [],
);

const userEvent = fc.record({
  kind: fc.constant('user' as const),
  id: fc.constantFrom(...userIds),
  event: fc.constantFrom<EventOf<typeof userStatusMachine>>(
    { type: 'MARK_UNDER_REVIEW' },
    { type: 'SUSPEND' },
    { type: 'APPROVE' },
    { type: 'REJECT' },
  ),
});
const documentEvent = fc.record({
  kind: fc.constant('document' as const),
  // The user part may not match the document's owner: such events must change nothing.
  userId: fc.constantFrom(...userIds),
  documentId: fc.constantFrom(...documentIds, 'USR-999-DOC-1'),
  event: fc.constantFrom<EventOf<typeof driverDocumentMachine>>(
    { type: 'VERIFY' },
    { type: 'MARK_PENDING' },
    { type: 'REJECT' },
  ),
});
const eventArbitrary = fc.oneof(
  userEvent,
  fc.oneof(
    documentEvent,
    documentEvent.map((e) => ({ ...e, userId: e.documentId.slice(0, 7) })),
  ),
);

const allValid = (users: readonly User[]) =>
  users.every(
    (u) =>
      isStatusOf(userStatusMachine, u.status) &&
      (u.driver?.documents ?? []).every((d) => isStatusOf(driverDocumentMachine, d.status)),
  );

describe('users slice: random event sequences', () => {
  it('never leave the machines and never change an item on a refused event', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 30 }), (events) => {
        const store = makeUsersStore();
        for (const step of events) {
          if (step.kind === 'user') {
            const before = userAt(store, step.id);
            store.dispatch(userStatusEventSent({ id: step.id, event: step.event, ...META }));
            const after = userAt(store, step.id);
            const next = before ? nextStatus(userStatusMachine, before.status, step.event) : null;
            if (next === null) expect(after).toBe(before);
            else
              expect({ ...after, changes: undefined }).toEqual({
                ...before,
                status: next,
                changes: undefined,
              });
          } else {
            const before = userAt(store, step.userId);
            const document = before?.driver?.documents.find((d) => d.id === step.documentId);
            store.dispatch(
              driverDocumentStatusEventSent({
                userId: step.userId,
                documentId: step.documentId,
                event: step.event,
                ...META,
              }),
            );
            const after = userAt(store, step.userId);
            const next = document ? nextStatus(driverDocumentMachine, document.status, step.event) : null;
            if (next === null) expect(after).toBe(before);
            else expect(after?.driver?.documents.find((d) => d.id === step.documentId)?.status).toBe(next);
          }
        }
        expect(allValid(Object.values(store.getState().users.entities))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
