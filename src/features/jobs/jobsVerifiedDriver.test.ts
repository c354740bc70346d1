import { makeStore } from '@/app/store';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectAllJobs, selectJobById } from './jobsSlice';

// The verified-driver rule is the job machine's `driverIsVerified` guard: the slice asks it.

const TODAY = '2026-06-15T12:00:00.000Z';
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });

function assignmentOf(verified: boolean) {
  const store = setup();
  const state = store.getState();
  const job = selectAllJobs(state).find((candidate) => candidate.status === 'active')!;
  const driver = state.assignments.drivers.find((candidate) => candidate.verified === verified)!;
  return { store, job, payload: driverAssignment(state, job.id, driver.id, TODAY)! };
}

describe('jobs slice: the verified-driver rule', () => {
  it('refuses an unverified driver on an active job and changes nothing', () => {
    const { store, payload } = assignmentOf(false);
    expect(payload.driverVerified).toBe(false);
    const before = store.getState().jobs;
    store.dispatch(driverAssignedToJob(payload));
    expect(store.getState().jobs).toBe(before);
  });

  it('accepts a verified driver on the same job', () => {
    const { store, job, payload } = assignmentOf(true);
    store.dispatch(driverAssignedToJob(payload));
    expect(selectJobById(store.getState(), job.id)).toMatchObject({
      status: 'in_progress',
      assignedDriver: payload.driverId,
    });
  });
});
