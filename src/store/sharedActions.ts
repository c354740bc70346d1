import { createAction } from '@reduxjs/toolkit';
import type { JobStatus } from '@/machines/job.machine';
import type { VerificationStatus } from '@/machines/verificationQueue.machine';

/**
 * Actions more than one domain handles. A feature never imports another feature; when two domains
 * must react to one event, the event lives here and both slices handle it. Names are past-tense
 * facts; payloads say what happened, to whom, from which state to which, and carry "today" (an ISO
 * timestamp) so that no reducer reads the clock.
 */

/** Restore every domain's sample data, dated relative to `referenceDate`. */
export const sampleDataReset = createAction<{ referenceDate: string }>('app/sampleDataReset');

/** Replaces the named domains' states with the saved ones (another tab's change, or a replay). */
export const domainsSynced = createAction<{ states: Record<string, unknown> }>('app/domainsSynced');

/** One queue item's move from one status to another, and the user or company it verifies. */
export interface VerificationChange {
  itemId: string;
  /** The user's or the company's id. */
  subjectId: string;
  from: VerificationStatus;
  to: VerificationStatus;
}

/**
 * A verification queue item moved from one status to another (the verification feature asked the
 * machine first). The users or companies slice marks the subject verified when the new status
 * carries the machine's `verified` tag.
 */
export const verificationStatusChanged = createAction<
  { queue: 'users' | 'companies'; today: string } & VerificationChange
>('verification/statusChanged');

/**
 * Several queue items moved at once (a bulk action): one action, so the store, the audit trail
 * and the screen work once for the whole batch. Each change is handled as `verificationStatusChanged`.
 */
export const verificationStatusesChanged = createAction<{
  queue: 'users' | 'companies';
  changes: VerificationChange[];
  today: string;
}>('verification/statusesChanged');

/**
 * A driver was assigned to a job, from the job detail or the Job Assignments screen (both say the
 * same fact). Each slice asks its machine, starting from what the payload says the job was:
 * the jobs slice moves the job (job machine, ASSIGN_DRIVER: in progress, started today, 5 percent);
 * the assignments slice assigns the job's assignment, or opens one for a job that had none
 * (assignment machine, which refuses unverified drivers); the users slice adds the job to the
 * driver's job history. Build it with `driverAssignment` (./driverAssignment), which reads the job
 * and the driver from the store.
 */
export interface DriverAssignedToJob {
  jobId: string;
  /** The job's status when the driver was chosen. */
  jobStatus: JobStatus;
  jobTitle: string;
  companyName: string;
  /** "Pickup city → dropoff city", as the assignments list shows it. */
  location: string;
  payAmount: number;
  /** YYYY-MM-DD */
  dueDate: string;
  /** DRV-... */
  driverId: string;
  /** The driver's user (USR-...), whose job history gains the job. */
  driverUserId: string;
  driverName: string;
  driverVerified: boolean;
  /** ISO timestamp. */
  today: string;
}

export const driverAssignedToJob = createAction<DriverAssignedToJob>('jobs/driverAssigned');
