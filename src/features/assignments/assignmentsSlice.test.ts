import { makeStore } from '@/app/store';
import { assignmentLocation } from '@/fixtures/assignments';
import { buildJobs } from '@/fixtures/jobs';
import { assignmentMachine, type AssignmentStatus } from '@/machines/assignment.machine';
import { ASSIGNED_JOB_PROGRESS, jobMachine } from '@/machines/job.machine';
import { nextStatus, statusesOf } from '@/machines/lifecycle';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob, sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  ASSIGNMENT_PRIORITIES,
  isAssignmentsState,
  NEW_ASSIGNMENT_PRIORITY,
  seedAssignments,
  selectAllAssignments,
  selectAllDrivers,
  selectAssignableDrivers,
  selectAssignmentById,
  selectAssignmentByJobId,
  selectAssignmentCounts,
  selectAssignmentTotal,
  selectFilteredAssignments,
  type Assignment,
  type AssignmentFilters,
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
/** The shared action, built as the screens build it: from the store's current job and driver. */
const assignDriver = (store: ReturnType<typeof setup>, jobId: string, driver = verifiedDriver) =>
  driverAssignedToJob(driverAssignment(store.getState(), jobId, driver.id, TODAY)!);

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
  it('assigning a verified driver on an active job assigns its item, dated today, and moves the job', () => {
    const store = setup();
    const { assignment, job } = openPair();
    store.dispatch(assignDriver(store, job.id));
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
    expect(selectAssignmentCounts(state)).toMatchObject({ unassigned: 8, assigned: 4, total: 25 });
  });

  it('opens a new assignment (next ASG number, medium priority, assigned today) for a job that had none', () => {
    const store = setup();
    const withAssignment = new Set(seededAssignments.map((a) => a.jobId));
    const job = [...jobs.values()].find(
      (candidate) =>
        !withAssignment.has(candidate.id) &&
        nextStatus(jobMachine, candidate.status, { type: 'ASSIGN_DRIVER', driverVerified: true }) !== null,
    )!;
    expect(selectAssignmentByJobId(seeded, job.id)).toBeUndefined();
    store.dispatch(assignDriver(store, job.id));
    const state = store.getState();
    expect(selectAssignmentByJobId(state, job.id)).toEqual({
      id: 'ASG-026',
      jobId: job.id,
      jobTitle: job.title,
      companyName: job.company,
      assignedDriver: verifiedDriver.name,
      status: ASSIGNED,
      assignedDate: '2026-06-15',
      location: assignmentLocation(job),
      payAmount: job.payAmount,
      dueDate: job.dueDate,
      priority: NEW_ASSIGNMENT_PRIORITY,
    });
    expect(NEW_ASSIGNMENT_PRIORITY).toBe('medium');
    expect(selectAssignmentTotal(state)).toBe(26);
  });

  it('changes nothing once the job no longer takes a driver, nor for an unverified driver', () => {
    const store = setup();
    const { job } = openPair();
    const before = store.getState();
    store.dispatch(assignDriver(store, job.id, unverifiedDriver));
    expect(store.getState().assignments).toBe(before.assignments);
    expect(store.getState().jobs).toBe(before.jobs);
    store.dispatch(assignDriver(store, job.id));
    const assigned = store.getState();
    // The job is in progress now: assigning again (another driver) is refused by the job machine.
    const other = drivers.filter((d) => d.verified)[1]!;
    store.dispatch(assignDriver(store, job.id, other));
    expect(store.getState().assignments).toBe(assigned.assignments);
    expect(store.getState().jobs).toBe(assigned.jobs);
  });

  it('changes nothing on jobs whose items are assigned, in progress or completed', () => {
    const store = setup();
    const before = store.getState();
    for (const status of [ASSIGNED, IN_PROGRESS, COMPLETED]) {
      for (const a of assignmentsIn(status)) store.dispatch(assignDriver(store, a.jobId));
    }
    expect(store.getState().assignments).toBe(before.assignments);
    expect(store.getState().jobs).toBe(before.jobs);
  });

  it('builds no payload for an unknown job or driver', () => {
    expect(driverAssignment(seeded, 'JOB-9999', verifiedDriver.id, TODAY)).toBeNull();
    expect(driverAssignment(seeded, openPair().job.id, 'DRV-999', TODAY)).toBeNull();
  });

  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    store.dispatch(assignDriver(store, openPair().job.id));
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
