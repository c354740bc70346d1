import { createSelector } from '@reduxjs/toolkit';
import { assignmentMachine } from '@/machines/assignment.machine';
import { jobMachine } from '@/machines/job.machine';
import { nextStatus } from '@/machines/lifecycle';
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
 * May a driver be assigned to this item now? Asked of both machines with the data the shared action
 * would carry (`driverAssignment`, for a driver the dialog offers): the job machine from the job's
 * current status, the assignment machine from the item's status with a verified driver. False when
 * no verified driver exists or the job is unknown.
 */
function canAssign(state: RootState, assignment: Assignment, offered: readonly AssignableDriver[]): boolean {
  const driver = offered[0];
  if (!driver) return false;
  const payload = driverAssignment(state, assignment.jobId, driver.id, '');
  if (!payload) return false;
  return (
    nextStatus(jobMachine, payload.jobStatus, { type: 'ASSIGN_DRIVER' }) !== null &&
    nextStatus(assignmentMachine, assignment.status, {
      type: 'ASSIGN_DRIVER',
      driverVerified: payload.driverVerified,
    }) !== null
  );
}

/** Whether the list offers Assign Driver for this assignment (false for an unknown id). */
export const selectCanAssign = (state: RootState, assignmentId: string): boolean => {
  const assignment = selectAssignmentById(state, assignmentId);
  return assignment ? canAssign(state, assignment, selectAssignableDrivers(state)) : false;
};

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
