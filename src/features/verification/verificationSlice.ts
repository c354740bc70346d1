import {
  createAction,
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
} from '@reduxjs/toolkit';
import {
  buildCompanyVerificationQueue,
  buildUserVerificationQueue,
  PRIORITIES,
  VERIFICATION_COMPANY_TYPES,
  type CompanyVerificationItem,
  type Priority,
  type UserVerificationItem,
  type VerificationCompanyType,
} from '@/fixtures/verification';
import { USER_ROLES, type UserRole } from '@/fixtures/users';
import { statusCounter } from '@/lib/counts';
import { isEntityState, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { eventsBetween, isStatusOf, nextStatus, statusesOf, type EventOf } from '@/machines/lifecycle';
import { verificationQueueMachine, type VerificationStatus } from '@/machines/verificationQueue.machine';
import type { DomainDefinition } from '@/store/domain';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import {
  sampleDataReset,
  verificationStatusChanged,
  verificationStatusesChanged,
  type VerificationChange,
} from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type {
  CompanyVerificationItem,
  Priority,
  UserVerificationItem,
  VerificationCompanyType,
  VerificationDocument,
} from '@/fixtures/verification';
export type { VerificationStatus } from '@/machines/verificationQueue.machine';

export type VerificationQueue = 'users' | 'companies';
export type VerificationEvent = EventOf<typeof verificationQueueMachine>;

export interface VerificationState {
  users: EntityState<UserVerificationItem, string>;
  companies: EntityState<CompanyVerificationItem, string>;
}

declare module '@/store/rootState' {
  interface DomainStates {
    verification: VerificationState;
  }
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
const usersAdapter = createEntityAdapter<UserVerificationItem>({ sortComparer: byId });
const companiesAdapter = createEntityAdapter<CompanyVerificationItem>({ sortComparer: byId });

export const seedVerification = (reference: Date): VerificationState => ({
  users: usersAdapter.setAll(usersAdapter.getInitialState(), buildUserVerificationQueue(reference)),
  companies: companiesAdapter.setAll(
    companiesAdapter.getInitialState(),
    buildCompanyVerificationQueue(reference),
  ),
});

export const subjectOf = (item: UserVerificationItem | CompanyVerificationItem): string =>
  'userId' in item ? item.userId : item.companyId;

/** True when some event of the machine takes an item from `from` to `to`. */
const isTransition = (from: VerificationStatus, to: VerificationStatus): boolean =>
  eventsBetween(verificationQueueMachine, from, to).length > 0;

/** The machine refused an event (or the item is unknown); for Redux DevTools only, nothing changes. */
export const verificationEventRefused = createAction<{
  queue: VerificationQueue;
  itemId: string;
  event: VerificationEvent;
  /** The item's status when the event was refused; null for an unknown item. */
  status: VerificationStatus | null;
}>('verification/eventRefused');

/**
 * Moves a queue item as the change says. The change is checked, not trusted: same item, same
 * subject, still in `from`, and a transition the machine allows.
 */
function applyChange(state: VerificationState, queue: VerificationQueue, change: VerificationChange): void {
  const { itemId, subjectId, from, to } = change;
  const item = queue === 'users' ? state.users.entities[itemId] : state.companies.entities[itemId];
  if (!item || subjectOf(item) !== subjectId || item.status !== from || !isTransition(from, to)) return;
  item.status = to;
}

const verificationSlice = createSlice({
  name: 'verification',
  initialState: (): VerificationState => ({
    users: usersAdapter.getInitialState(),
    companies: companiesAdapter.getInitialState(),
  }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sampleDataReset, (_state, action) => seedVerification(new Date(action.payload.referenceDate)))
      .addCase(verificationStatusChanged, (state, { payload }) => applyChange(state, payload.queue, payload))
      .addCase(verificationStatusesChanged, (state, { payload }) => {
        for (const change of payload.changes) applyChange(state, payload.queue, change);
      });
  },
});

/**
 * A reviewer's action on a queue item (Mark Under Review, Approve, Reject). The machine decides: an
 * allowed event becomes the shared `verificationStatusChanged` (so the users or companies slice can
 * mark the subject verified); a refused one only logs `verification/eventRefused`. Returns the new
 * status, or null when refused.
 */
export const verificationEventSent =
  ({
    queue,
    itemId,
    event,
    today,
  }: {
    queue: VerificationQueue;
    itemId: string;
    event: VerificationEvent;
    today: string;
  }) =>
  (dispatch: AppDispatch, getState: () => RootState): VerificationStatus | null => {
    const { verification } = getState();
    const item =
      queue === 'users' ? verification.users.entities[itemId] : verification.companies.entities[itemId];
    const to = item ? nextStatus(verificationQueueMachine, item.status, event) : null;
    if (!item || to === null) {
      dispatch(verificationEventRefused({ queue, itemId, event, status: item?.status ?? null }));
      return null;
    }
    dispatch(
      verificationStatusChanged({ queue, itemId, subjectId: subjectOf(item), from: item.status, to, today }),
    );
    return to;
  };

const selectVerification = (state: RootState) => state.verification;

export const { selectAll: selectUserVerificationItems, selectById: selectUserVerificationItemById } =
  tableSelectors(usersAdapter, (state: RootState) => selectVerification(state).users);

export const { selectAll: selectCompanyVerificationItems, selectById: selectCompanyVerificationItemById } =
  tableSelectors(companiesAdapter, (state: RootState) => selectVerification(state).companies);

interface QueueFilters {
  query: string;
  status: 'all' | VerificationStatus;
  priority: 'all' | Priority;
}

export interface UserVerificationFilters extends QueueFilters {
  role: 'all' | UserRole;
}

export interface CompanyVerificationFilters extends QueueFilters {
  type: 'all' | VerificationCompanyType;
}

/** The user queue: search over name and email (spec 5), then the status, priority and role filters. */
export const selectFilteredUserVerificationItems = createListSelector<
  RootState,
  UserVerificationItem,
  UserVerificationFilters
>(selectUserVerificationItems, {
  search: 'query',
  searchFields: (item) => [item.name, item.email],
  selects: { status: (item) => item.status, priority: (item) => item.priority, role: (item) => item.role },
});

/** The company queue: search over name, email and contact person (spec 5), then status, priority, type. */
export const selectFilteredCompanyVerificationItems = createListSelector<
  RootState,
  CompanyVerificationItem,
  CompanyVerificationFilters
>(selectCompanyVerificationItems, {
  search: 'query',
  searchFields: (item) => [item.name, item.email, item.contactPerson],
  selects: { status: (item) => item.status, priority: (item) => item.priority, type: (item) => item.type },
});

const VERIFICATION_STATUSES = statusesOf(verificationQueueMachine);

/** The cards per status (spec 2.4), plus the total. */
const countUserItems = statusCounter(VERIFICATION_STATUSES);
export const selectUserVerificationCounts = createSelector([selectUserVerificationItems], (items) => ({
  total: items.length,
  ...countUserItems(items),
}));

const countCompanyItems = statusCounter(VERIFICATION_STATUSES);
export const selectCompanyVerificationCounts = createSelector([selectCompanyVerificationItems], (items) => ({
  total: items.length,
  ...countCompanyItems(items),
}));

const isOneOf = (options: readonly string[], value: unknown) => isString(value) && options.includes(value);

const isDocument = (value: unknown): boolean =>
  isRecord(value) &&
  isString(value.name) &&
  isStatusOf(driverDocumentMachine, value.status) &&
  isTimestamp(value.uploadDate);

const isItemBase = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  isString(value.email) &&
  isString(value.phone) &&
  isTimestamp(value.joinDate) &&
  isStatusOf(verificationQueueMachine, value.status) &&
  Array.isArray(value.documents) &&
  value.documents.every(isDocument) &&
  isOneOf(PRIORITIES, value.priority);

const isUserItem = (value: unknown): value is UserVerificationItem =>
  isItemBase(value) &&
  isString(value.userId) &&
  isOneOf(USER_ROLES, value.role) &&
  (value.company === undefined || isString(value.company));

const isCompanyItem = (value: unknown): value is CompanyVerificationItem =>
  isItemBase(value) &&
  isString(value.companyId) &&
  isOneOf(VERIFICATION_COMPANY_TYPES, value.type) &&
  isString(value.location) &&
  isTimestamp(value.registrationDate) &&
  isString(value.contactPerson);

/** Validates what redux-persist reads back for this slice: both queues, every status a machine state. */
export const isVerificationState = (value: unknown): boolean =>
  isRecord(value) &&
  isEntityState(value.users, isUserItem, (item) => item.id) &&
  isEntityState(value.companies, isCompanyItem, (item) => item.id);

export const verificationDomain: DomainDefinition<VerificationState> = {
  reducer: verificationSlice.reducer,
  seed: seedVerification,
  isValid: isVerificationState,
};
