import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import {
  buildAssignments,
  PRIORITIES,
  type Assignment,
  type AssignmentPriority,
} from '@/fixtures/assignments';
import { buildAssignableDrivers, DRIVER_STATUSES, type AssignableDriver } from '@/fixtures/drivers';
import { countByStatus } from '@/lib/counts';
import { isAmount, isCount, isEntityState, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { assignmentMachine, type AssignmentStatus } from '@/machines/assignment.machine';
import { jobMachine } from '@/machines/job.machine';
import { isStatusOf, nextStatus, statusesOf } from '@/machines/lifecycle';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { driverAssignedToJob, sampleDataReset, type DriverAssignedToJob } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Assignment, AssignmentPriority } from '@/fixtures/assignments';
export { PRIORITIES as ASSIGNMENT_PRIORITIES } from '@/fixtures/assignments';
export type { AssignableDriver, DriverStatus } from '@/fixtures/drivers';
export type { AssignmentStatus } from '@/machines/assignment.machine';

/** A job given its first assignment by assigning it a driver: the spec names no priority for it. */
export const NEW_ASSIGNMENT_PRIORITY: AssignmentPriority = 'medium';

/** The assignments, plus the drivers that can be offered for them (fixed sample data). */
export type AssignmentsState = EntityState<Assignment, string> & { drivers: AssignableDriver[] };

declare module '@/store/rootState' {
  interface DomainStates {
    assignments: AssignmentsState;
  }
}

const adapter = createEntityAdapter<Assignment>({
  sortComparer: (a, b) => a.id.localeCompare(b.id),
});

export const seedAssignments = (reference: Date): AssignmentsState => ({
  ...adapter.setAll(adapter.getInitialState(), buildAssignments(reference)),
  drivers: buildAssignableDrivers(reference),
});

/** The first free ASG-nnn number after the highest one in use. */
const nextAssignmentId = (ids: readonly string[]) =>
  `ASG-${String(Math.max(0, ...ids.map((id) => Number(id.slice(4)) || 0)) + 1).padStart(3, '0')}`;

/**
 * A driver assigned to a job (from the job detail or this list): the job's assignment, or a new one
 * for a job that had none, moves as the assignment machine says, only while the job machine lets
 * the job take this driver (both machines' `driverIsVerified` guard refuses an unverified one).
 */
function assignDriver(state: AssignmentsState, payload: DriverAssignedToJob) {
  const { jobId, jobStatus, driverName, driverVerified, today } = payload;
  if (nextStatus(jobMachine, jobStatus, { type: 'ASSIGN_DRIVER', driverVerified }) === null) return;
  const existing = Object.values(state.entities).find((candidate) => candidate?.jobId === jobId);
  const assignment: Assignment = existing ?? {
    id: nextAssignmentId(state.ids),
    jobId,
    jobTitle: payload.jobTitle,
    companyName: payload.companyName,
    assignedDriver: null,
    status: 'unassigned',
    assignedDate: null,
    location: payload.location,
    payAmount: payload.payAmount,
    dueDate: payload.dueDate,
    priority: NEW_ASSIGNMENT_PRIORITY,
  };
  const next = nextStatus(assignmentMachine, assignment.status, { type: 'ASSIGN_DRIVER', driverVerified });
  if (next === null) return;
  assignment.status = next;
  assignment.assignedDriver = driverName;
  assignment.assignedDate = today.slice(0, 10);
  if (!existing) adapter.addOne(state, assignment);
}

const assignmentsSlice = createSlice({
  name: 'assignments',
  initialState: (): AssignmentsState => ({ ...adapter.getInitialState(), drivers: [] }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sampleDataReset, (_state, action) => seedAssignments(new Date(action.payload.referenceDate)))
      .addCase(driverAssignedToJob, (state, action) => assignDriver(state, action.payload));
  },
});

const selectAssignmentsState = (state: RootState) => state.assignments;

export const {
  selectAll: selectAllAssignments,
  selectById: selectAssignmentById,
  selectTotal: selectAssignmentTotal,
} = tableSelectors(adapter, selectAssignmentsState);

export const selectAllDrivers = (state: RootState): AssignableDriver[] => state.assignments.drivers;

/** Spec 4 and 5: only verified drivers are offered for assignment. */
export const selectAssignableDrivers = createSelector([selectAllDrivers], (drivers) =>
  drivers.filter((driver) => driver.verified),
);

export const selectAssignmentByJobId = createSelector(
  [selectAllAssignments, (_state: RootState, jobId: string) => jobId],
  (all, jobId) => all.find((assignment) => assignment.jobId === jobId),
);

export interface AssignmentFilters {
  /** Case-insensitive substring over job title, company and driver name (spec 5). */
  query: string;
  status: 'all' | AssignmentStatus;
  priority: 'all' | AssignmentPriority;
}

/** Job Assignments: search, then the status and priority filters. */
export const selectFilteredAssignments = createListSelector<RootState, Assignment, AssignmentFilters>(
  selectAllAssignments,
  {
    search: 'query',
    searchFields: (assignment) => [assignment.jobTitle, assignment.companyName, assignment.assignedDriver],
    selects: { status: (assignment) => assignment.status, priority: (assignment) => assignment.priority },
  },
);

/** Job Assignments cards: total and one count per status. */
export const selectAssignmentCounts = createSelector([selectAllAssignments], (all) => ({
  total: all.length,
  ...countByStatus(statusesOf(assignmentMachine), all),
}));

const isAssignment = (value: unknown): value is Assignment =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.jobId) &&
  isString(value.jobTitle) &&
  isString(value.companyName) &&
  (value.assignedDriver === null || isString(value.assignedDriver)) &&
  isStatusOf(assignmentMachine, value.status) &&
  (value.assignedDate === null || isTimestamp(value.assignedDate)) &&
  isString(value.location) &&
  isAmount(value.payAmount) &&
  isTimestamp(value.dueDate) &&
  (PRIORITIES as readonly unknown[]).includes(value.priority);

const isDriver = (value: unknown): value is AssignableDriver =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.userId) &&
  isString(value.name) &&
  isString(value.email) &&
  isString(value.phone) &&
  isString(value.licenseNumber) &&
  isTimestamp(value.licenseExpiry) &&
  (DRIVER_STATUSES as readonly unknown[]).includes(value.status) &&
  isCount(value.experience) &&
  isAmount(value.rating) &&
  isCount(value.totalJobs) &&
  isCount(value.completedJobs) &&
  isTimestamp(value.joinDate) &&
  isString(value.vehicleType) &&
  isString(value.vehicleNumber) &&
  isString(value.address) &&
  isString(value.emergencyContact) &&
  typeof value.verified === 'boolean';

/** Validates what redux-persist reads back for this slice. */
export const isAssignmentsState = (value: unknown): boolean =>
  isEntityState(value, isAssignment, (assignment) => assignment.id) &&
  isRecord(value) &&
  Array.isArray(value.drivers) &&
  value.drivers.every(isDriver);

export const assignmentsDomain: DomainDefinition<AssignmentsState> = {
  reducer: assignmentsSlice.reducer,
  seed: seedAssignments,
  isValid: isAssignmentsState,
};
