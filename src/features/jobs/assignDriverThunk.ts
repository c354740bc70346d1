import { driverAssignment } from '@/store/driverAssignment';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { driverAssignedToJob } from '@/store/sharedActions';

/**
 * Assigns the driver to the job now (the shared fact every domain handles: the job moves, its
 * assignment is made, the driver's history gains it). True when the job took the driver.
 */
export const assignDriverThunk =
  (jobId: string, driverId: string) =>
  (dispatch: AppDispatch, getState: () => RootState): boolean => {
    const payload = driverAssignment(getState(), jobId, driverId, new Date().toISOString());
    if (!payload) return false;
    dispatch(driverAssignedToJob(payload));
    return getState().jobs.entities[jobId]?.assignedDriver === driverId;
  };
