import { assignmentLocation } from '@/fixtures/assignments';
import type { DriverAssignedToJob } from './sharedActions';
import type { RootState } from './rootState';

/**
 * The `driverAssignedToJob` payload for assigning driver `driverId` (DRV-...) to job `jobId` now,
 * read from the store; null when either is unknown. Whether the assignment may happen is still
 * each slice's machine's answer (an unverified driver or a job that is not active is refused).
 */
export function driverAssignment(
  state: RootState,
  jobId: string,
  driverId: string,
  today: string,
): DriverAssignedToJob | null {
  const job = state.jobs.entities[jobId];
  const driver = state.assignments.drivers.find((candidate) => candidate.id === driverId);
  if (!job || !driver) return null;
  return {
    jobId,
    jobStatus: job.status,
    jobTitle: job.title,
    companyName: job.company,
    location: assignmentLocation(job),
    payAmount: job.payAmount,
    dueDate: job.dueDate,
    driverId,
    driverUserId: driver.userId,
    driverName: driver.name,
    driverVerified: driver.verified,
    today,
  };
}
