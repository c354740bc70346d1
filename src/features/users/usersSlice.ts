import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { buildUsers, COMPANY_ROLES, USER_ROLES, userIdFor, type User, type UserRole } from '@/fixtures/users';
import { statusCounter } from '@/lib/counts';
import { createListSelector } from '@/lib/listSelector';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { jobMachine } from '@/machines/job.machine';
import { nextStatus, statusesOf, statusHasTag, type EventOf } from '@/machines/lifecycle';
import { userStatusMachine, type UserStatus } from '@/machines/userStatus.machine';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import {
  driverAssignedToJob,
  sampleDataReset,
  verificationStatusChanged,
  verificationStatusesChanged,
  type VerificationChange,
} from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';
import { newDriverProfile } from './newDriverProfile';
import { isUsersState } from './usersValidation';

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
export const USER_ROLE_FILTERS = ['all', ...USER_ROLES] as const satisfies readonly UserRoleFilter[];

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

/** When and by whom a change is made: "today" comes in the payload, so no reducer reads the clock. */
export interface ChangeMeta {
  /** ISO timestamp. */
  today: string;
  /** The signed-in administrator's id (SIGNED_IN_ADMIN). */
  by: string;
}

/** Edit Profile's fields (the role stays as it is). */
export type UserEditedPayload = { id: string } & Pick<
  UserAddedPayload,
  'name' | 'email' | 'phone' | 'companyName' | 'licenseNumber' | 'workRadius' | 'notes'
>;

const adapter = createEntityAdapter<User>();

/** Moves a user where the machine says; a refused event leaves the user untouched. */
const sendStatusEvent = (user: User, event: UserStatusEvent) => {
  const next = nextStatus(userStatusMachine, user.status, event);
  if (next !== null) user.status = next;
};

export const seedUsers = (reference: Date): UsersState =>
  adapter.setAll(adapter.getInitialState(), buildUsers(reference));

/** An approved verification (the queue state tagged `verified`) verifies its user, and makes a pending one active. */
function verifyUser(state: UsersState, queue: string, { subjectId, to }: VerificationChange): void {
  if (queue !== 'users' || !statusHasTag(verificationQueueMachine, to, 'verified')) return;
  const user = state.entities[subjectId];
  if (!user) return;
  user.verified = true;
  user.status = nextStatus(userStatusMachine, user.status, { type: 'VERIFY' }) ?? user.status;
}

const usersSlice = createSlice({
  name: 'users',
  initialState: adapter.getInitialState(),
  reducers: {
    /**
     * An administrator's status action; the machine decides. The audit trail notes the change (its
     * middleware reads `today` and the event from the payload), so the user keeps no history of its own.
     */
    userStatusEventSent(state, action: PayloadAction<{ id: string; event: UserStatusEvent } & ChangeMeta>) {
      const { id, event } = action.payload;
      const user = state.entities[id];
      if (user) sendStatusEvent(user, event);
    },
    /**
     * A bulk status action (issue 12): the same event for several users, each asking its own
     * machine; the ones it refuses stay as they are. One action, so one Undo restores the batch.
     */
    userStatusEventsSent(
      state,
      action: PayloadAction<{ ids: readonly string[]; event: UserStatusEvent } & ChangeMeta>,
    ) {
      const { ids, event } = action.payload;
      for (const id of ids) {
        const user = state.entities[id];
        if (user) sendStatusEvent(user, event);
      }
    },
    driverDocumentStatusEventSent(
      state,
      action: PayloadAction<{ userId: string; documentId: string; event: DriverDocumentEvent } & ChangeMeta>,
    ) {
      const { userId, documentId, event } = action.payload;
      const document = state.entities[userId]?.driver?.documents.find((d) => d.id === documentId);
      if (!document) return;
      const next = nextStatus(driverDocumentMachine, document.status, event);
      if (next !== null) document.status = next;
    },
    /**
     * Edit Profile: the user's details (same rules as Add user, checked by the screen). The role is
     * not edited here (docs/decisions.md); the company applies to company roles, the licence number
     * and work radius to drivers.
     */
    userEdited(state, action: PayloadAction<UserEditedPayload>) {
      const { id, name, email, phone, companyName, licenseNumber, workRadius, notes } = action.payload;
      const user = state.entities[id];
      if (!user) return;
      user.name = name.trim();
      user.email = email.trim();
      user.phone = phone.trim();
      if (COMPANY_ROLES.includes(user.role)) {
        if (companyName.trim()) user.company = companyName.trim();
        else delete user.company;
      }
      if (notes.trim()) user.notes = notes.trim();
      else delete user.notes;
      if (user.driver) {
        user.driver.licenseNumber = licenseNumber.trim();
        user.driver.workRadius = workRadius;
      }
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
      .addCase(verificationStatusChanged, (state, { payload }) => verifyUser(state, payload.queue, payload))
      .addCase(verificationStatusesChanged, (state, { payload }) => {
        for (const change of payload.changes) verifyUser(state, payload.queue, change);
      })
      .addCase(driverAssignedToJob, (state, action) => {
        const { jobId, jobStatus, jobTitle, payAmount, driverUserId, driverVerified, today } = action.payload;
        const driver = state.entities[driverUserId]?.driver;
        // The job machine decides, with its verified-driver guard, as in the jobs slice.
        const next = nextStatus(jobMachine, jobStatus, { type: 'ASSIGN_DRIVER', driverVerified });
        if (!driver || next === null) return;
        if (driver.jobHistory.some((job) => job.jobId === jobId)) return;
        driver.jobHistory.unshift({ jobId, title: jobTitle, date: today, amount: payAmount, status: next });
        driver.totalJobs += 1;
      })
      .addCase(sampleDataReset, (_state, action) => seedUsers(new Date(action.payload.referenceDate)));
  },
});

export const {
  userStatusEventSent,
  userStatusEventsSent,
  driverDocumentStatusEventSent,
  userAdded,
  userEdited,
} = usersSlice.actions;

const selectUsersState = (state: RootState) => state.users;

export const {
  selectAll: selectUsers,
  selectById: selectUserById,
  selectTotal: selectUserTotal,
} = tableSelectors(adapter, selectUsersState);

/** The id the next added user gets: one past the highest USR-NNN. */
export const selectNextUserId = createSelector([selectUsersState], ({ ids }) => {
  const highest = ids.reduce((max, id) => Math.max(max, Number(/^USR-(\d+)$/.exec(id)?.[1] ?? 0)), 0);
  return userIdFor(highest + 1);
});

/** Spec 2.4 and 5: search over name and email, then the role and status filters. */
export const selectFilteredUsers = createListSelector<RootState, User, UserFilters>(selectUsers, {
  search: 'query',
  searchFields: (user) => [user.name, user.email],
  selects: { role: (user) => user.role, status: (user) => user.status },
});

/** The user list's count cards: total, and one count per status (active, pending, suspended...). */
const countUsers = statusCounter(statusesOf(userStatusMachine));
export const selectUserCounts = createSelector([selectUsers], (users) => ({
  total: users.length,
  ...countUsers(users),
}));

export { isUsersState };

export const usersDomain: DomainDefinition<UsersState> = {
  reducer: usersSlice.reducer,
  seed: seedUsers,
  isValid: isUsersState,
};
