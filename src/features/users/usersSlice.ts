import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  buildUsers,
  COMPANY_ROLES,
  DRIVER_DOCUMENT_TYPES,
  USER_ROLES,
  userIdFor,
  type DriverActivity,
  type DriverDocument,
  type DriverJob,
  type DriverProfile,
  type User,
  type UserRole,
} from '@/fixtures/users';
import { countByStatus } from '@/lib/counts';
import { isAmount, isEntityState, isPlainDate, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { matchesFilter, matchesSearch } from '@/lib/search';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { jobMachine } from '@/machines/job.machine';
import { isStatusOf, nextStatus, statusesOf, statusHasTag, type EventOf } from '@/machines/lifecycle';
import { userStatusMachine, type UserStatus } from '@/machines/userStatus.machine';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { sampleDataReset, verificationStatusChanged } from '@/store/sharedActions';

export type {
  DriverActivity,
  DriverDocument,
  DriverDocumentType,
  DriverJob,
  DriverProfile,
  User,
  UserRole,
} from '@/fixtures/users';
export { DRIVER_DOCUMENT_TYPES, USER_ROLES } from '@/fixtures/users';

export type UsersState = EntityState<User, string>;

declare module '@/store/rootState' {
  interface DomainStates {
    users: UsersState;
  }
}

export type UserStatusEvent = EventOf<typeof userStatusMachine>;
export type DriverDocumentEvent = EventOf<typeof driverDocumentMachine>;

/** Spec 9: the driver job history shows 5 rows per page. */
export const DRIVER_HISTORY_PAGE_SIZE = 5;

/** Spec 2.4: the user list's role filter ("All Roles" is 'all'). */
export type UserRoleFilter = UserRole | 'all';
export const USER_ROLE_FILTERS: readonly UserRoleFilter[] = ['all', ...USER_ROLES];

/**
 * Spec 2.4: the user list's status filter offers All Status, Active, Pending, Suspended. A user
 * under review shows only under 'all'.
 */
export const USER_STATUS_FILTERS = ['all', 'active', 'pending', 'suspended'] as const satisfies readonly (
  UserStatus | 'all'
)[];
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export interface UserFilters {
  query: string;
  role: UserRoleFilter;
  status: UserStatusFilter;
}

/** Spec 3, "Admin add-user data", with the new id and "today" from the caller. */
export interface UserAddedPayload {
  id: string;
  /** ISO timestamp. */
  today: string;
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  companyName: string;
  /** Kept for drivers only. */
  licenseNumber: string;
  /** Miles; kept for drivers only. */
  workRadius: number | null;
  isEmailVerified: boolean;
  notes: string;
}

const adapter = createEntityAdapter<User>();

export const seedUsers = (reference: Date): UsersState =>
  adapter.setAll(adapter.getInitialState(), buildUsers(reference));

const newDriverProfile = (licenseNumber: string, workRadius: number | null): DriverProfile => ({
  rating: 0,
  totalJobs: 0,
  completedJobs: 0,
  totalEarnings: 0,
  location: '',
  licenseNumber: licenseNumber.trim(),
  twicNumber: '',
  workRadius,
  bio: '',
  documents: [],
  jobHistory: [],
  activity: [],
});

const usersSlice = createSlice({
  name: 'users',
  initialState: adapter.getInitialState(),
  reducers: {
    userStatusEventSent(state, action: PayloadAction<{ id: string; event: UserStatusEvent }>) {
      const user = state.entities[action.payload.id];
      if (!user) return;
      const next = nextStatus(userStatusMachine, user.status, action.payload.event);
      if (next !== null) user.status = next;
    },
    driverDocumentStatusEventSent(
      state,
      action: PayloadAction<{ userId: string; documentId: string; event: DriverDocumentEvent }>,
    ) {
      const { userId, documentId, event } = action.payload;
      const document = state.entities[userId]?.driver?.documents.find((d) => d.id === documentId);
      if (!document) return;
      const next = nextStatus(driverDocumentMachine, document.status, event);
      if (next !== null) document.status = next;
    },
    userAdded(state, action: PayloadAction<UserAddedPayload>) {
      const {
        id,
        today,
        name,
        email,
        phone,
        role,
        companyName,
        licenseNumber,
        workRadius,
        isEmailVerified,
        notes,
      } = action.payload;
      if (state.entities[id]) return;
      const company = COMPANY_ROLES.includes(role) ? companyName.trim() : '';
      // The spec is silent on the new user's status: verified users start active, others pending.
      const status: UserStatus = isEmailVerified ? 'active' : 'pending';
      adapter.addOne(state, {
        id,
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim(),
        role,
        ...(company ? { company } : {}),
        status,
        verified: isEmailVerified,
        joinDate: today,
        lastActive: today,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(role === 'driver' ? { driver: newDriverProfile(licenseNumber, workRadius) } : {}),
      });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(verificationStatusChanged, (state, action) => {
        const { queue, subjectId, to } = action.payload;
        if (queue !== 'users' || !statusHasTag(verificationQueueMachine, to, 'verified')) return;
        const user = state.entities[subjectId];
        if (!user) return;
        user.verified = true;
        user.status = nextStatus(userStatusMachine, user.status, { type: 'VERIFY' }) ?? user.status;
      })
      .addCase(sampleDataReset, (_state, action) => seedUsers(new Date(action.payload.referenceDate)));
  },
});

export const { userStatusEventSent, driverDocumentStatusEventSent, userAdded } = usersSlice.actions;

const selectUsersState = (state: RootState) => state.users;

export const {
  selectAll: selectUsers,
  selectById: selectUserById,
  selectTotal: selectUserTotal,
} = adapter.getSelectors(selectUsersState);

/** The id the next added user gets: one past the highest USR-NNN. */
export const selectNextUserId = createSelector([selectUsersState], ({ ids }) => {
  const highest = ids.reduce((max, id) => Math.max(max, Number(/^USR-(\d+)$/.exec(id)?.[1] ?? 0)), 0);
  return userIdFor(highest + 1);
});

/** Spec 2.4 and 5: search over name and email, then the role and status filters. */
export const selectFilteredUsers = createListSelector(
  selectUsers,
  (user, { query, role, status }: UserFilters) =>
    matchesSearch(query, [user.name, user.email]) &&
    matchesFilter(user.role, role) &&
    matchesFilter(user.status, status),
);

/** The user list's count cards: total, and one count per status (active, pending, suspended...). */
export const selectUserCounts = createSelector([selectUsers], (users) => ({
  total: users.length,
  ...countByStatus(statusesOf(userStatusMachine), users),
}));

export interface DriverJobHistoryPage {
  rows: DriverJob[];
  /** 1-based, clamped to 1..pageCount. */
  page: number;
  /** At least 1, even when there is no history. */
  pageCount: number;
  total: number;
}

/** One page (5 rows) of a driver's job history; an unknown user or a non-driver has none. */
export const selectDriverJobHistoryPage = createSelector(
  [
    (state: RootState, userId: string) => selectUserById(state, userId),
    (_s: RootState, _u: string, page: number) => page,
  ],
  (user, requested): DriverJobHistoryPage => {
    const history = user?.driver?.jobHistory ?? [];
    const pageCount = Math.max(1, Math.ceil(history.length / DRIVER_HISTORY_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
    const start = (page - 1) * DRIVER_HISTORY_PAGE_SIZE;
    return {
      rows: history.slice(start, start + DRIVER_HISTORY_PAGE_SIZE),
      page,
      pageCount,
      total: history.length,
    };
  },
);

export interface DriverStats {
  totalJobs: number;
  completedJobs: number;
  totalEarnings: number;
  rating: number;
}

/** The driver detail's four stat cards; null for an unknown user or a non-driver. */
export const selectDriverStats = createSelector(
  [(state: RootState, userId: string) => selectUserById(state, userId)?.driver],
  (driver): DriverStats | null =>
    driver
      ? {
          totalJobs: driver.totalJobs,
          completedJobs: driver.completedJobs,
          totalEarnings: driver.totalEarnings,
          rating: driver.rating,
        }
      : null,
);

const isArrayOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

const isDriverDocument = (value: unknown): value is DriverDocument =>
  isRecord(value) &&
  isString(value.id) &&
  (DRIVER_DOCUMENT_TYPES as readonly unknown[]).includes(value.type) &&
  isStatusOf(driverDocumentMachine, value.status) &&
  isPlainDate(value.expiryDate);

const isDriverJob = (value: unknown): value is DriverJob =>
  isRecord(value) &&
  isString(value.jobId) &&
  isString(value.title) &&
  isTimestamp(value.date) &&
  isAmount(value.amount) &&
  isStatusOf(jobMachine, value.status);

const isDriverActivity = (value: unknown): value is DriverActivity =>
  isRecord(value) && isString(value.text) && isTimestamp(value.time);

const isDriverProfile = (value: unknown): value is DriverProfile =>
  isRecord(value) &&
  isAmount(value.rating) &&
  value.rating <= 5 &&
  isAmount(value.totalJobs) &&
  isAmount(value.completedJobs) &&
  value.completedJobs <= value.totalJobs &&
  isAmount(value.totalEarnings) &&
  isString(value.location) &&
  isString(value.licenseNumber) &&
  isString(value.twicNumber) &&
  (value.workRadius === null || isAmount(value.workRadius)) &&
  isString(value.bio) &&
  isArrayOf(value.documents, isDriverDocument) &&
  isArrayOf(value.jobHistory, isDriverJob) &&
  isArrayOf(value.activity, isDriverActivity);

const isUser = (value: unknown): value is User =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  isString(value.email) &&
  isString(value.phone) &&
  (USER_ROLES as readonly unknown[]).includes(value.role) &&
  (value.company === undefined || isString(value.company)) &&
  isStatusOf(userStatusMachine, value.status) &&
  typeof value.verified === 'boolean' &&
  isTimestamp(value.joinDate) &&
  isTimestamp(value.lastActive) &&
  (value.notes === undefined || isString(value.notes)) &&
  // A driver has a driver profile, and only drivers have one.
  (value.role === 'driver' ? isDriverProfile(value.driver) : value.driver === undefined);

/** Validates what redux-persist reads back for this slice. */
export const isUsersState = (value: unknown): boolean => isEntityState(value, isUser, (u) => u.id);

export const usersDomain: DomainDefinition<UsersState> = {
  reducer: usersSlice.reducer,
  seed: seedUsers,
  isValid: isUsersState,
};
