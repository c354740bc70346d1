import { makeStore, seedDomainState } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectAssignRefusal, selectCanAssign } from './assignmentSelectors';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const all = seed.assignments.ids.map((id) => seed.assignments.entities[id]!);
const open = all.find((a) => a.status === 'unassigned' && seed.jobs.entities[a.jobId]?.status === 'active')!;
const assigned = all.find((a) => a.status === 'assigned')!;

const stateWith = (change: (s: typeof seed) => typeof seed) =>
  makeStore(change(seed), { referenceDate: TEST_REFERENCE_DATE }).getState();

describe('why Assign Driver is refused', () => {
  it('accepts an unassigned item whose job takes a driver, with a verified driver to offer', () => {
    const state = stateWith((s) => s);
    expect(selectAssignRefusal(state, open.id)).toBeNull();
    expect(selectCanAssign(state, open.id)).toBe(true);
  });

  it('gives the assignment machine’s reason first, then the job’s status, then the driver guard', () => {
    expect(
      selectAssignRefusal(
        stateWith((s) => s),
        assigned.id,
      ),
    ).toEqual({
      kind: 'assignment',
      refusal: { reason: 'already', status: 'assigned' },
    });
    const job = seed.jobs.entities[open.jobId]!;
    const drafted = stateWith((s) => ({
      ...s,
      jobs: { ...s.jobs, entities: { ...s.jobs.entities, [job.id]: { ...job, status: 'draft' } } },
    }));
    expect(selectAssignRefusal(drafted, open.id)).toEqual({
      kind: 'job',
      refusal: { reason: 'state', status: 'draft' },
      status: 'draft',
    });
    const noVerified = stateWith((s) => ({
      ...s,
      assignments: {
        ...s.assignments,
        drivers: s.assignments.drivers.map((d) => ({ ...d, verified: false })),
      },
    }));
    expect(selectAssignRefusal(noVerified, open.id)).toEqual({
      kind: 'driver',
      refusal: { reason: 'guard', guard: 'driverIsVerified' },
    });
    expect(
      selectAssignRefusal(
        stateWith((s) => s),
        'ASG-404',
      ),
    ).toEqual({ kind: 'unknownJob' });
  });
});
