import { createAction } from '@reduxjs/toolkit';
import type { VerificationStatus } from '@/machines/verificationQueue.machine';

/**
 * Actions more than one domain handles. A feature never imports another feature; when two domains
 * must react to one event, the event lives here and both slices handle it. Names are past-tense
 * facts; payloads say what happened, to whom, from which state to which, and carry "today" (an ISO
 * timestamp) so that no reducer reads the clock.
 */

/** Restore every domain's sample data, dated relative to `referenceDate`. */
export const sampleDataReset = createAction<{ referenceDate: string }>('app/sampleDataReset');

/**
 * A verification queue item moved from one status to another (the verification feature asked the
 * machine first). The users or companies slice marks the subject verified when the new status
 * carries the machine's `verified` tag.
 */
export const verificationStatusChanged = createAction<{
  queue: 'users' | 'companies';
  itemId: string;
  /** The user's or the company's id. */
  subjectId: string;
  from: VerificationStatus;
  to: VerificationStatus;
  today: string;
}>('verification/statusChanged');

/**
 * A driver was assigned to a job from the job detail screen. The jobs slice moves the job (job
 * machine, ASSIGN_DRIVER); the assignments slice assigns the job's assignment, if it has one
 * (assignment machine, which refuses unverified drivers).
 */
export const driverAssignedToJob = createAction<{
  jobId: string;
  driverId: string;
  driverName: string;
  driverVerified: boolean;
  today: string;
}>('jobs/driverAssigned');
