import { createSelector } from '@reduxjs/toolkit';
import type { AssignableDriver } from '@/fixtures/drivers';
import { applicantMachine, type ApplicantStatus } from '@/machines/applicant.machine';
import { jobMachine, type JobStatus } from '@/machines/job.machine';
import {
  eventTypesFrom,
  nextStatus,
  refusalOf,
  statusesOf,
  type EventTypeOf,
  type Refusal,
} from '@/machines/lifecycle';
import type { RootState } from '@/store/rootState';
import { selectBrokers, type Broker } from './jobsSlice';

/**
 * What the job detail screen asks about a job: every status question goes to the job and applicant
 * machines. Drivers live in the assignments domain, read here through the store's shape (a feature
 * never imports another feature).
 */

/**
 * What the job's status allows, whoever the driver: asked with a verified driver, since only those
 * are offered (the machine's `driverIsVerified` guard refuses the others when one is assigned).
 */
const ASSIGN_DRIVER = { type: 'ASSIGN_DRIVER', driverVerified: true } as const;
const ASSIGN_BROKER = { type: 'ASSIGN_BROKER' } as const;

/** The statuses a job reaches when it gets a driver: work is under way, so it has a progress. */
const UNDERWAY: ReadonlySet<JobStatus> = new Set(
  statusesOf(jobMachine).flatMap((status) => nextStatus(jobMachine, status, ASSIGN_DRIVER) ?? []),
);

/** The progress bar shows while the job is under way (the status a driver assignment leads to). */
export const isJobUnderway = (status: JobStatus): boolean => UNDERWAY.has(status);

/** A job the machine lets nothing happen to any more (completed, cancelled): no days are counted. */
export const isJobClosed = (status: JobStatus): boolean => eventTypesFrom(jobMachine, status).length === 0;

/** The driver select is offered only while the job machine accepts ASSIGN_DRIVER. */
export const canAssignDriver = (status: JobStatus): boolean =>
  nextStatus(jobMachine, status, ASSIGN_DRIVER) !== null;

/** The broker select is offered only while the job machine accepts ASSIGN_BROKER. */
export const canAssignBroker = (status: JobStatus): boolean =>
  nextStatus(jobMachine, status, ASSIGN_BROKER) !== null;

/** Why the job machine refuses a driver or a broker now (null: it accepts). */
export const assignRefusal = (status: JobStatus, type: 'ASSIGN_DRIVER' | 'ASSIGN_BROKER'): Refusal | null =>
  refusalOf(jobMachine, status, type === 'ASSIGN_DRIVER' ? ASSIGN_DRIVER : ASSIGN_BROKER);

export type ApplicantEventType = EventTypeOf<typeof applicantMachine>;
const APPLICANT_ACTIONS = ['APPROVE', 'REJECT'] as const satisfies readonly ApplicantEventType[];

/** Approve and Reject, each only when the applicant machine accepts it (pending applicants). */
export const applicantActionsFrom = (status: ApplicantStatus): ApplicantEventType[] =>
  applicantActionsOf(status)
    .filter((action) => action.refusal === null)
    .map((action) => action.type);

/**
 * Approve and Reject on every applicant, each with the machine's reason when it refuses it now
 * (an applicant already reviewed or rejected): the buttons show refused rather than vanish.
 */
export const applicantActionsOf = (
  status: ApplicantStatus,
): { type: ApplicantEventType; refusal: Refusal | null }[] =>
  APPLICANT_ACTIONS.map((type) => ({ type, refusal: refusalOf(applicantMachine, status, { type }) }));

/** How the days to complete read: days left, due today, or overdue by some days. */
export type DaysToComplete =
  { kind: 'left'; days: number } | { kind: 'today'; days: 0 } | { kind: 'overdue'; days: number };

/** Spec 9's days to complete (due date minus today, rounded up), as the screen words it. */
export const describeDaysToComplete = (days: number): DaysToComplete => {
  if (days > 0) return { kind: 'left', days };
  if (days < 0) return { kind: 'overdue', days: -days };
  return { kind: 'today', days: 0 };
};

const selectDrivers = (state: RootState): AssignableDriver[] => state.assignments.drivers;

/** Spec 4 and 5: only verified drivers are offered for a job. */
export const selectVerifiedDrivers = createSelector([selectDrivers], (drivers) =>
  drivers.filter((driver) => driver.verified),
);

/** The job's driver (DRV-...), or null when none or unknown. */
export const selectDriverById = (state: RootState, driverId: string | null): AssignableDriver | null =>
  driverId === null ? null : (selectDrivers(state).find((driver) => driver.id === driverId) ?? null);

/** The job's broker (BRK-...), or null when none or unknown. */
export const selectBrokerById = (state: RootState, brokerId: string | null): Broker | null =>
  brokerId === null ? null : (selectBrokers(state).find((broker) => broker.id === brokerId) ?? null);
