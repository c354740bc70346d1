import { createSelector } from '@reduxjs/toolkit';
import { assignmentMachine } from '@/machines/assignment.machine';
import { jobMachine } from '@/machines/job.machine';
import { refusalOf, type Refusal } from '@/machines/lifecycle';
import { driverAssignment } from '@/store/driverAssignment';
import type { RootState } from '@/store/rootState';
import {
  selectAssignableDrivers,
  selectAssignmentById,
  selectFilteredAssignments,
  type AssignableDriver,
  type Assignment,
} from './assignmentsSlice';

/**
 * Why a driver cannot be assigned to this item now, or null when both machines accept it. Asked
 * with the data the shared action would carry (`driverAssignment`, for a driver the dialog offers):
 * - `assignment`: the assignment machine refuses (already assigned, under way...);
 * - `job`: the job machine refuses from the job's status (its `status` says which);
 * - `driver`: no verified driver to offer (the assignment machine's driverIsVerified guard);
 * - `unknownJob`: the item's job is not in the store.
 */
export type AssignRefusal =
  | { kind: 'assignment' | 'driver'; refusal: Refusal }
  | { kind: 'job'; refusal: Refusal; status: string }
  | { kind: 'unknownJob' };

/** The status questions (may the item, may its job, take a driver now?), asked with a verified one. */
const ASSIGN_VERIFIED = { type: 'ASSIGN_DRIVER', driverVerified: true } as const;

function assignRefusal(
  state: RootState,
  assignment: Assignment,
  offered: readonly AssignableDriver[],
): AssignRefusal | null {
  const own = refusalOf(assignmentMachine, assignment.status, ASSIGN_VERIFIED);
  if (own) return { kind: 'assignment', refusal: own };
  const job = state.jobs.entities[assignment.jobId];
  if (!job) return { kind: 'unknownJob' };
  const jobRefusal = refusalOf(jobMachine, job.status, ASSIGN_VERIFIED);
  if (jobRefusal) return { kind: 'job', refusal: jobRefusal, status: job.status };
  const driver = offered[0];
  const payload = driver ? driverAssignment(state, assignment.jobId, driver.id, '') : null;
  const guard = refusalOf(assignmentMachine, assignment.status, {
    type: 'ASSIGN_DRIVER',
    driverVerified: payload?.driverVerified ?? false,
  });
  return guard ? { kind: 'driver', refusal: guard } : null;
}

/** Why the list refuses Assign Driver for this assignment now (null: it offers it). */
export const selectAssignRefusal = (state: RootState, assignmentId: string): AssignRefusal | null => {
  const assignment = selectAssignmentById(state, assignmentId);
  return assignment
    ? assignRefusal(state, assignment, selectAssignableDrivers(state))
    : { kind: 'unknownJob' };
};

/** Whether the list offers Assign Driver for this assignment (false for an unknown id). */
export const selectCanAssign = (state: RootState, assignmentId: string): boolean =>
  selectAssignRefusal(state, assignmentId) === null;

/** A row of the list: the assignment and where its menus lead. */
export interface AssignmentRow extends Assignment {
  /** The assigned driver's user (USR-...), found by the driver's name; null when unassigned or unknown. */
  driverUserId: string | null;
  /** The company (CMP-...) found by the assignment's company name; null when none has that name. */
  companyId: string | null;
}

const selectCompanies = (state: RootState) => state.companies.entities;

/** The companies' ids by name (names are unique in the sample data; the first one wins otherwise). */
const selectCompanyIdsByName = createSelector([selectCompanies], (entities) => {
  const byName = new Map<string, string>();
  for (const company of Object.values(entities)) {
    if (company && !byName.has(company.name)) byName.set(company.name, company.id);
  }
  return byName;
});

/** The list's rows for the filters (search, status, priority), with their menus' targets. */
export const selectAssignmentRows = createSelector(
  [selectFilteredAssignments, (state: RootState) => state.assignments.drivers, selectCompanyIdsByName],
  (assignments, drivers, companyIds): AssignmentRow[] =>
    assignments.map((assignment) => ({
      ...assignment,
      driverUserId:
        assignment.assignedDriver === null
          ? null
          : (drivers.find((driver) => driver.name === assignment.assignedDriver)?.userId ?? null),
      companyId: companyIds.get(assignment.companyName) ?? null,
    })),
);
