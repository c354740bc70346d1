import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { makeStore } from '@/app/store';
import { buildJobs } from '@/fixtures/jobs';
import { assignmentMachine, type AssignmentStatus } from '@/machines/assignment.machine';
import { ASSIGNED_JOB_PROGRESS } from '@/machines/job.machine';
import { isStatusOf, nextStatus, statusesOf } from '@/machines/lifecycle';
import { driverAssignedToJob, sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  ASSIGNMENT_PRIORITIES,
  assignmentDriverAssigned,
  assignmentsDomain,
  isAssignmentsState,
  seedAssignments,
  selectAllAssignments,
  selectAllDrivers,
  selectAssignableDrivers,
  selectAssignmentById,
  selectAssignmentByJobId,
  selectAssignmentCounts,
  selectFilteredAssignments,
  type Assignment,
  type AssignmentFilters,
  type AssignmentsState,
} from './assignmentsSlice';

const TODAY = '2026-06-15T12:00:00.000Z';
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const seeded = setup().getState();
const seededAssignments = selectAllAssignments(seeded);
const jobs = new Map(buildJobs(TEST_REFERENCE_DATE).map((job) => [job.id, job]));
const drivers = selectAllDrivers(seeded);
const verifiedDriver = drivers.find((driver) => driver.verified)!;
const unverifiedDriver = drivers.find((driver) => !driver.verified)!;
const filters = (changes: Partial<AssignmentFilters>): AssignmentFilters => ({
  query: '',
  status: 'all',
  priority: 'all',
  ...changes,
});

const [UNASSIGNED, ASSIGNED, IN_PROGRESS, COMPLETED] = [
  'unassigned',
  'assigned',
  'in_progress',
  'completed',
] as const;
const assignmentsIn = (status: AssignmentStatus) => seededAssignments.filter((a) => a.status === status);
/** An unassigned assignment whose job is active: assigning a driver there changes both slices. */
const openPair = () => {
  const assignment = assignmentsIn(UNASSIGNED).find((a) => jobs.get(a.jobId)?.status === 'active')!;
  return { assignment, job: jobs.get(assignment.jobId)! };
};
const driverPayload = (driver = verifiedDriver) => ({
  driverId: driver.id,
  driverName: driver.name,
  driverVerified: driver.verified,
  today: TODAY,
});

describe('assignments fixture and seed', () => {
  it('has 25 assignments ASG-001..ASG-025 and is a pure function of the reference date', () => {
    expect(seededAssignments.map((a) => a.id)).toEqual(
      Array.from({ length: 25 }, (_, i) => `ASG-${String(i + 1).padStart(3, '0')}`),
    );
    expect(seedAssignments(TEST_REFERENCE_DATE)).toEqual(seedAssignments(new Date(TEST_REFERENCE_DATE)));
    expect(seeded.assignments).toEqual(seedAssignments(TEST_REFERENCE_DATE));
  });

  it('points each assignment at its own real job, with the job title, company, pay and due date', () => {
    expect(new Set(seededAssignments.map((a) => a.jobId)).size).toBe(25);
    for (const assignment of seededAssignments) {
      const job = jobs.get(assignment.jobId)!;
      expect([assignment.jobTitle, assignment.companyName, assignment.payAmount, assignment.dueDate]).toEqual(
        [job.title, job.company, job.payAmount, job.dueDate],
      );
    }
  });

  it('uses every status and priority; unassigned ones have no driver or date, the others have both', () => {
    expect(new Set(seededAssignments.map((a) => a.status))).toEqual(new Set(statusesOf(assignmentMachine)));
    expect(new Set(seededAssignments.map((a) => a.priority))).toEqual(new Set(ASSIGNMENT_PRIORITIES));
    for (const a of assignmentsIn(UNASSIGNED))
      expect([a.assignedDriver, a.assignedDate]).toEqual([null, null]);
    const names = new Set(drivers.filter((d) => d.verified).map((d) => d.name));
    for (const status of [ASSIGNED, IN_PROGRESS, COMPLETED]) {
      for (const a of assignmentsIn(status)) {
        expect(names.has(a.assignedDriver!)).toBe(true);
        expect(a.assignedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('has several unassigned assignments on active jobs', () => {
    const onActiveJobs = assignmentsIn(UNASSIGNED).filter((a) => jobs.get(a.jobId)?.status === 'active');
    expect(onActiveJobs.length).toBeGreaterThanOrEqual(5);
  });

  it('has twelve drivers DRV-001..DRV-012, at least four unverified, and offers only the verified ones', () => {
    expect(drivers.map((d) => d.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `DRV-${String(i + 1).padStart(3, '0')}`),
    );
    expect(drivers.filter((d) => !d.verified).length).toBeGreaterThanOrEqual(4);
    const offered = selectAssignableDrivers(seeded);
    expect(offered).toEqual(drivers.filter((d) => d.verified));
    expect(offered.length).toBeGreaterThan(0);
  });
});

describe('assignment selectors', () => {
  it('searches job title, company and driver name only, case-insensitively', () => {
    const sample = assignmentsIn(ASSIGNED)[0]!;
    const byTitle = selectFilteredAssignments(seeded, filters({ query: sample.jobTitle.toUpperCase() }));
    expect(byTitle.map((a) => a.id)).toContain(sample.id);
    expect(byTitle.every((a) => a.jobTitle === sample.jobTitle)).toBe(true);
    const byCompany = selectFilteredAssignments(seeded, filters({ query: sample.companyName.toLowerCase() }));
    expect(byCompany.map((a) => a.id)).toContain(sample.id);
    const byDriver = selectFilteredAssignments(
      seeded,
      filters({ query: sample.assignedDriver!.toLowerCase() }),
    );
    expect(byDriver.map((a) => a.id)).toContain(sample.id);
    expect(byDriver.every((a) => a.assignedDriver === sample.assignedDriver)).toBe(true);
    // Each query matches a field that is not searched.
    for (const query of [sample.id, sample.jobId, sample.location, sample.dueDate]) {
      expect(selectFilteredAssignments(seeded, filters({ query }))).toEqual([]);
    }
  });

  it('filters by status and by priority', () => {
    const counts = selectAssignmentCounts(seeded);
    for (const status of statusesOf(assignmentMachine)) {
      const rows = selectFilteredAssignments(seeded, filters({ status }));
      expect(rows.every((a) => a.status === status)).toBe(true);
      expect(rows).toHaveLength(counts[status]);
    }
    for (const priority of ASSIGNMENT_PRIORITIES) {
      const rows = selectFilteredAssignments(seeded, filters({ priority }));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((a) => a.priority === priority)).toBe(true);
    }
    expect(selectFilteredAssignments(seeded, filters({}))).toHaveLength(25);
  });

  it('counts the summary cards', () => {
    expect(selectAssignmentCounts(seeded)).toEqual({
      total: 25,
      unassigned: 9,
      assigned: 3,
      in_progress: 3,
      completed: 10,
    });
  });

  it('finds the assignment of a job', () => {
    const { assignment, job } = openPair();
    expect(selectAssignmentByJobId(seeded, job.id)).toEqual(assignment);
    expect(selectAssignmentByJobId(seeded, 'JOB-9999')).toBeUndefined();
  });
});

describe('assignment events', () => {
  it('assigns a verified driver to an unassigned item, dated today', () => {
    const store = setup();
    const target = assignmentsIn(UNASSIGNED)[0]!;
    store.dispatch(assignmentDriverAssigned({ assignmentId: target.id, ...driverPayload() }));
    expect(selectAssignmentById(store.getState(), target.id)).toEqual({
      ...target,
      status: ASSIGNED,
      assignedDriver: verifiedDriver.name,
      assignedDate: '2026-06-15',
    });
  });

  it('refuses unverified drivers, items that are not unassigned, and unknown ids', () => {
    const store = setup();
    const before = store.getState().assignments;
    store.dispatch(
      assignmentDriverAssigned({
        assignmentId: assignmentsIn(UNASSIGNED)[0]!.id,
        ...driverPayload(unverifiedDriver),
      }),
    );
    for (const status of [ASSIGNED, IN_PROGRESS, COMPLETED]) {
      store.dispatch(
        assignmentDriverAssigned({ assignmentId: assignmentsIn(status)[0]!.id, ...driverPayload() }),
      );
    }
    store.dispatch(assignmentDriverAssigned({ assignmentId: 'ASG-999', ...driverPayload() }));
    expect(store.getState().assignments).toBe(before);
  });

  it('assigning a driver on an active job changes the job and its assignment through one action', () => {
    const store = setup();
    const { assignment, job } = openPair();
    store.dispatch(driverAssignedToJob({ jobId: job.id, ...driverPayload() }));
    const state = store.getState();
    expect(selectAssignmentById(state, assignment.id)).toEqual({
      ...assignment,
      status: ASSIGNED,
      assignedDriver: verifiedDriver.name,
      assignedDate: '2026-06-15',
    });
    expect(state.jobs.entities[job.id]).toMatchObject({
      status: 'in_progress',
      assignedDriver: verifiedDriver.id,
      startDate: '2026-06-15',
      progress: ASSIGNED_JOB_PROGRESS,
    });
  });

  it('assigning a driver on a completed job, with an unverified driver or an unknown job changes neither slice', () => {
    const store = setup();
    const before = store.getState();
    const completed = assignmentsIn(COMPLETED)[0]!;
    store.dispatch(driverAssignedToJob({ jobId: completed.jobId, ...driverPayload() }));
    store.dispatch(driverAssignedToJob({ jobId: openPair().job.id, ...driverPayload(unverifiedDriver) }));
    store.dispatch(driverAssignedToJob({ jobId: 'JOB-9999', ...driverPayload() }));
    expect(store.getState().assignments).toBe(before.assignments);
    expect(store.getState().jobs).toBe(before.jobs);
  });

  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    store.dispatch(
      assignmentDriverAssigned({ assignmentId: assignmentsIn(UNASSIGNED)[0]!.id, ...driverPayload() }),
    );
    store.dispatch(sampleDataReset({ referenceDate: TEST_REFERENCE_DATE.toISOString() }));
    expect(store.getState().assignments).toEqual(seedAssignments(TEST_REFERENCE_DATE));
    const later = new Date('2026-09-01T08:00:00Z');
    store.dispatch(sampleDataReset({ referenceDate: later.toISOString() }));
    expect(store.getState().assignments).toEqual(seedAssignments(later));
  });
});

describe('assignments validator', () => {
  const good = seedAssignments(TEST_REFERENCE_DATE);
  const id = good.ids[0]!;
  const tampered = (changes: Partial<Record<keyof Assignment, unknown>>): unknown => ({
    ...good,
    entities: { ...good.entities, [id]: { ...good.entities[id], ...changes } },
  });
  const withoutField = (field: keyof Assignment): unknown => {
    const { [field]: _omitted, ...rest } = good.entities[id]!;
    return { ...good, entities: { ...good.entities, [id]: rest } };
  };

  it('accepts the seed', () => {
    expect(isAssignmentsState(good)).toBe(true);
  });

  it('rejects tampered statuses, wrong types and missing fields', () => {
    expect(isAssignmentsState(tampered({ status: 'pending' }))).toBe(false);
    expect(isAssignmentsState(tampered({ priority: 'urgent' }))).toBe(false);
    expect(isAssignmentsState(tampered({ payAmount: '500' }))).toBe(false);
    expect(isAssignmentsState(tampered({ assignedDate: 'someday' }))).toBe(false);
    expect(isAssignmentsState(withoutField('jobId'))).toBe(false);
    expect(isAssignmentsState(withoutField('assignedDriver'))).toBe(false);
    expect(isAssignmentsState({ ...good, drivers: [{ ...good.drivers[0], verified: 'yes' }] })).toBe(false);
    expect(isAssignmentsState({ ...good, drivers: [{ ...good.drivers[0], status: 'asleep' }] })).toBe(false);
    expect(isAssignmentsState({ ...good, drivers: undefined })).toBe(false);
    expect(isAssignmentsState({ ...good, ids: [...good.ids, 'ghost'] })).toBe(false);
    expect(isAssignmentsState(null)).toBe(false);
  });
});

describe('assignments property', () => {
  /**
   * The real assignments reducer in a real Redux store, preloaded from the cached seed: makeStore
   * would re-seed every domain and run the development checks over the whole state on each dispatch.
   */
  const fromSeed = () =>
    configureStore({
      reducer: { assignments: assignmentsDomain.reducer },
      preloadedState: { assignments: seeded.assignments },
      middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
    });
  const assignmentIds = [...seededAssignments.map((a) => a.id), 'ASG-999'];
  const jobIds = [...jobs.keys(), 'JOB-9999'];
  const driver = fc.record({
    driverId: fc.constantFrom(...drivers.map((d) => d.id)),
    driverName: fc.constantFrom(...drivers.map((d) => d.name)),
    driverVerified: fc.boolean(),
    today: fc.constant(TODAY),
  });
  const eventArbitrary = fc.oneof(
    fc
      .tuple(fc.constantFrom(...assignmentIds), driver)
      .map(([assignmentId, payload]) => assignmentDriverAssigned({ assignmentId, ...payload })),
    fc
      .tuple(fc.constantFrom(...jobIds), driver)
      .map(([jobId, payload]) => driverAssignedToJob({ jobId, ...payload })),
  );

  const targetOf = (
    state: AssignmentsState,
    action: ReturnType<typeof assignmentDriverAssigned | typeof driverAssignedToJob>,
  ) =>
    assignmentDriverAssigned.match(action)
      ? state.entities[action.payload.assignmentId]
      : Object.values(state.entities).find((a) => a.jobId === action.payload.jobId);

  it('never leaves the machine and never changes anything on a refused event', () => {
    fc.assert(
      // The predicate returns false on a failure: an expect per step would dominate the time.
      fc.property(fc.array(eventArbitrary, { maxLength: 30 }), (actions) => {
        const store = fromSeed();
        return actions.every((action) => {
          const before = store.getState().assignments;
          const target = targetOf(before, action);
          const next = target
            ? nextStatus(assignmentMachine, target.status, {
                type: 'ASSIGN_DRIVER',
                driverVerified: action.payload.driverVerified,
              })
            : null;
          store.dispatch(action);
          const after = store.getState().assignments;
          const changedAsTheMachineSays =
            next === null ? after === before : after.entities[target!.id]!.status === next;
          return (
            changedAsTheMachineSays &&
            Object.values(after.entities).every((a) => isStatusOf(assignmentMachine, a.status))
          );
        });
      }),
      { numRuns: 1000 },
    );
  });
});
