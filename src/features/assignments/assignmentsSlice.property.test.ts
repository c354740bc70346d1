import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { makeStore } from '@/app/store';
import { assignmentMachine } from '@/machines/assignment.machine';
import { jobMachine } from '@/machines/job.machine';
import { isStatusOf, nextStatus, statusesOf } from '@/machines/lifecycle';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  assignmentsDomain,
  selectAllDrivers,
  type Assignment,
  type AssignmentsState,
} from './assignmentsSlice';

const TODAY = '2026-06-15T12:00:00.000Z';
const seeded = makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE }).getState();

/**
 * The real assignments reducer in a real Redux store, preloaded from the seed: makeStore would
 * re-seed every domain and run the development checks over the whole state on each dispatch.
 */
const fromSeed = () =>
  configureStore({
    reducer: { assignments: assignmentsDomain.reducer },
    preloadedState: { assignments: seeded.assignments },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });

/**
 * A `driverAssignedToJob` built from the seeded store for any job (with or without an assignment)
 * and any driver (verified or not), with any job status: the job may have moved since the seed.
 */
const actionArbitrary = fc
  .record({
    jobId: fc.constantFrom(...seeded.jobs.ids),
    driverId: fc.constantFrom(...selectAllDrivers(seeded).map((d) => d.id)),
    jobStatus: fc.constantFrom(...statusesOf(jobMachine)),
  })
  .map(({ jobId, driverId, jobStatus }) =>
    driverAssignedToJob({ ...driverAssignment(seeded, jobId, driverId, TODAY)!, jobStatus }),
  );

/** What the machines say the job's assignment becomes: its id and status, or null when refused. */
function expected(state: AssignmentsState, action: ReturnType<typeof driverAssignedToJob>) {
  const { jobId, jobStatus, driverVerified } = action.payload;
  if (nextStatus(jobMachine, jobStatus, { type: 'ASSIGN_DRIVER', driverVerified }) === null) return null;
  const existing = Object.values(state.entities).find((a): a is Assignment => a?.jobId === jobId);
  const from = existing?.status ?? assignmentMachine.config.initial;
  const next = nextStatus(assignmentMachine, from as Assignment['status'], {
    type: 'ASSIGN_DRIVER',
    driverVerified,
  });
  return next === null ? null : { existing, next };
}

describe('assignments property', () => {
  it('never leaves the machine and never changes anything on a refused event', () => {
    fc.assert(
      // The predicate returns false on a failure: an expect per step would dominate the time.
      fc.property(fc.array(actionArbitrary, { maxLength: 30 }), (actions) => {
        const store = fromSeed();
        return actions.every((action) => {
          const before = store.getState().assignments;
          const outcome = expected(before, action);
          store.dispatch(action);
          const after = store.getState().assignments;
          const byJob = Object.values(after.entities).filter((a) => a?.jobId === action.payload.jobId);
          const changedAsTheMachinesSay =
            outcome === null
              ? after === before
              : byJob.length === 1 &&
                byJob[0]!.status === outcome.next &&
                byJob[0]!.assignedDriver === action.payload.driverName &&
                after.ids.length === before.ids.length + (outcome.existing ? 0 : 1);
          return (
            changedAsTheMachinesSay &&
            Object.values(after.entities).every((a) => isStatusOf(assignmentMachine, a?.status))
          );
        });
      }),
      { numRuns: 1000 },
    );
  });
});
