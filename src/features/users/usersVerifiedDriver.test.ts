import { makeStore } from '@/app/store';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectUserById } from './usersSlice';

// A driver's job history gains a job only when the job machine (its `driverIsVerified` guard
// included) accepts the assignment: the slice asks it and checks nothing by hand.

const TODAY = '2026-06-15T12:00:00.000Z';
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });

function assignmentOf(verified: boolean) {
  const store = setup();
  const state = store.getState();
  const driver = state.assignments.drivers.find((candidate) => candidate.verified === verified)!;
  const history = state.users.entities[driver.userId]?.driver?.jobHistory ?? [];
  // An active job the driver has not had yet (a job already in the history is not added twice).
  const job = Object.values(state.jobs.entities).find(
    (candidate) => candidate?.status === 'active' && !history.some((past) => past.jobId === candidate.id),
  )!;
  const payload = driverAssignment(state, job.id, driver.id, TODAY)!;
  const user = () => selectUserById(store.getState(), payload.driverUserId)!;
  return { store, payload, user };
}

describe('users slice: the verified-driver rule', () => {
  it("refuses an unverified driver: the driver's job history is unchanged", () => {
    const { store, payload, user } = assignmentOf(false);
    expect(payload.driverVerified).toBe(false);
    expect(user().driver).toBeDefined();
    const before = store.getState().users;
    store.dispatch(driverAssignedToJob(payload));
    expect(store.getState().users).toBe(before);
  });

  it("accepts a verified driver: the job heads the driver's history, in progress", () => {
    const { store, payload, user } = assignmentOf(true);
    const totalJobs = user().driver!.totalJobs;
    store.dispatch(driverAssignedToJob(payload));
    expect(user().driver!.jobHistory[0]).toMatchObject({ jobId: payload.jobId, status: 'in_progress' });
    expect(user().driver!.totalJobs).toBe(totalJobs + 1);
  });
});
