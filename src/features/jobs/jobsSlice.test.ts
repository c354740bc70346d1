import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { makeStore } from '@/app/store';
import { buildCompanies } from '@/fixtures/companies';
import { buildAssignableDrivers } from '@/fixtures/drivers';
import { buildRecentJobs } from '@/fixtures/jobs';
import { applicantMachine } from '@/machines/applicant.machine';
import { ASSIGNED_JOB_PROGRESS, jobMachine, type JobStatus } from '@/machines/job.machine';
import { isStatusOf, nextStatus, statusesOf } from '@/machines/lifecycle';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob, sampleDataReset, type DriverAssignedToJob } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  applicantStatusEventSent,
  brokerAssigned,
  isJobsState,
  jobsDomain,
  JOB_TYPE_DAYS,
  JOB_TYPES,
  seedJobs,
  selectAllJobs,
  selectBrokers,
  selectDaysToComplete,
  selectFilteredJobs,
  selectJobApplicantsVisible,
  selectJobById,
  selectJobCounts,
  selectRecentJobs,
  type ApplicantEvent,
  type Job,
  type JobFilters,
  type JobsState,
} from './jobsSlice';

const TODAY = '2026-06-15T12:00:00.000Z';
const DAY = 86_400_000;
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const seeded = setup().getState();
const seededJobs = selectAllJobs(seeded);
/**
 * For the property test: the real jobs reducer in a real Redux store, preloaded from the cached seed.
 * makeStore would re-seed every domain and run the development checks over the whole state on each
 * dispatch (about 30 ms each), which makes 1,000 runs take minutes.
 */
const fromSeed = () =>
  configureStore({
    reducer: { jobs: jobsDomain.reducer },
    preloadedState: { jobs: seeded.jobs },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
const filters = (changes: Partial<JobFilters>): JobFilters => ({
  query: '',
  status: 'all',
  type: 'all',
  ...changes,
});

/** Seeded jobs in a status, found by asking for the same status as a variable. */
const jobsIn = (status: JobStatus) => seededJobs.filter((job) => job.status === status);
const [ACTIVE, IN_PROGRESS, COMPLETED, DRAFT, CANCELLED] = [
  'active',
  'in_progress',
  'completed',
  'draft',
  'cancelled',
] as const;
const verifiedDriver = buildAssignableDrivers(TEST_REFERENCE_DATE).find((driver) => driver.verified)!;
/** The payload the screens build for `verifiedDriver` (an unknown job gets made-up job details). */
const assignPayload = (jobId: string, driverVerified = true): DriverAssignedToJob => ({
  ...(driverAssignment(seeded, jobId, verifiedDriver.id, TODAY) ??
    driverAssignment(seeded, jobsIn('active')[0]!.id, verifiedDriver.id, TODAY)!),
  jobId,
  driverVerified,
});

describe('jobs fixture and seed', () => {
  it('has 40 jobs JOB-1001..JOB-1040 and is a pure function of the reference date', () => {
    expect(seededJobs.map((job) => job.id)).toEqual(Array.from({ length: 40 }, (_, i) => `JOB-${1001 + i}`));
    expect(seedJobs(TEST_REFERENCE_DATE)).toEqual(seedJobs(new Date(TEST_REFERENCE_DATE)));
    expect(seeded.jobs).toEqual(seedJobs(TEST_REFERENCE_DATE));
  });

  it('uses every job status and every job type', () => {
    expect(new Set(seededJobs.map((job) => job.status))).toEqual(new Set(statusesOf(jobMachine)));
    expect(new Set(seededJobs.map((job) => job.jobType))).toEqual(new Set(JOB_TYPES));
  });

  it('names real companies by name and id', () => {
    const companies = new Map(
      buildCompanies(TEST_REFERENCE_DATE).map((company) => [company.id, company.name]),
    );
    for (const job of seededJobs) expect(companies.get(job.companyId)).toBe(job.company);
  });

  it('dates each job consistently with its type, and progress with its status', () => {
    const day = (date: string) => Date.parse(date) / DAY;
    for (const job of seededJobs) {
      for (const date of [job.postedDate, job.dueDate, job.startDate, job.completionDate]) {
        if (date !== null) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const { min, max } = JOB_TYPE_DAYS[job.jobType];
      const planned = job.startDate === null ? null : day(job.dueDate) - day(job.startDate);
      if (planned !== null) expect(planned >= min && planned <= max).toBe(true);
      expect(day(job.dueDate)).toBeGreaterThan(day(job.postedDate));
    }
    for (const job of [...jobsIn(ACTIVE), ...jobsIn(DRAFT)]) {
      expect([job.progress, job.startDate, job.completionDate, job.assignedDriver]).toEqual([
        0,
        null,
        null,
        null,
      ]);
      expect(selectDaysToComplete(job, TODAY)).toBeGreaterThan(JOB_TYPE_DAYS[job.jobType].min);
    }
    for (const job of jobsIn(IN_PROGRESS)) {
      expect(job.progress >= 5 && job.progress <= 95).toBe(true);
      expect(job.startDate! <= TODAY.slice(0, 10)).toBe(true);
      expect(job.completionDate).toBeNull();
    }
    for (const job of jobsIn(COMPLETED)) {
      expect(job.progress).toBe(100);
      expect(job.completionDate! <= job.dueDate && job.completionDate! >= job.startDate!).toBe(true);
    }
    for (const job of jobsIn(CANCELLED)) expect([job.startDate, job.assignedDriver]).toEqual([null, null]);
  });

  it('assigns verified drivers to in-progress and completed jobs, and known brokers', () => {
    const drivers = new Map(buildAssignableDrivers(TEST_REFERENCE_DATE).map((driver) => [driver.id, driver]));
    for (const job of [...jobsIn(IN_PROGRESS), ...jobsIn(COMPLETED)]) {
      expect(drivers.get(job.assignedDriver!)?.verified).toBe(true);
    }
    const inProgressDrivers = jobsIn(IN_PROGRESS).map((job) => job.assignedDriver);
    expect(new Set(inProgressDrivers).size).toBe(inProgressDrivers.length);
    const brokers = new Set(selectBrokers(seeded).map((broker) => broker.id));
    const assigned = seededJobs.map((job) => job.assignedBroker).filter((id) => id !== null);
    expect(assigned.length).toBeGreaterThan(10);
    for (const id of assigned) expect(brokers.has(id)).toBe(true);
  });

  it('gives every active job 2 to 5 applicants with unique APL ids and every applicant status', () => {
    for (const job of jobsIn(ACTIVE)) {
      expect(job.applicants.length >= 2 && job.applicants.length <= 5).toBe(true);
      expect(job.applications).toBe(job.applicants.length);
    }
    const applicants = seededJobs.flatMap((job) => job.applicants);
    expect(applicants).toHaveLength(jobsIn(ACTIVE).reduce((sum, job) => sum + job.applicants.length, 0));
    expect(applicants.map((a) => a.id)).toEqual(
      applicants.map((_, i) => `APL-${String(i + 1).padStart(3, '0')}`),
    );
    expect(new Set(applicants.map((a) => a.status))).toEqual(new Set(statusesOf(applicantMachine)));
  });

  it('has six brokers BRK-001.. at real companies', () => {
    const companies = new Set(buildCompanies(TEST_REFERENCE_DATE).map((company) => company.name));
    const brokers = selectBrokers(seeded);
    expect(brokers.map((b) => b.id)).toEqual([
      'BRK-001',
      'BRK-002',
      'BRK-003',
      'BRK-004',
      'BRK-005',
      'BRK-006',
    ]);
    for (const broker of brokers) expect(companies.has(broker.companyName)).toBe(true);
  });

  it('shows the five most recently posted jobs on the dashboard', () => {
    const recent = selectRecentJobs(seeded);
    expect(recent).toEqual(buildRecentJobs(TEST_REFERENCE_DATE));
    expect(recent).toHaveLength(5);
    const newestFive = [...seededJobs].sort((a, b) => b.postedDate.localeCompare(a.postedDate)).slice(0, 5);
    expect(recent.map((r) => r.date)).toEqual(newestFive.map((job) => job.postedDate));
    const job = selectJobById(seeded, recent[0]!.id)!;
    expect(recent[0]).toEqual({
      id: job.id,
      title: job.title,
      company: job.company,
      status: job.status,
      amount: job.payAmount,
      date: job.postedDate,
    });
  });
});

describe('job selectors', () => {
  it('searches title and company only, case-insensitively', () => {
    const byTitle = selectFilteredJobs(seeded, filters({ query: 'FROZEN food' }));
    expect(byTitle.map((job) => job.id)).toEqual(
      seededJobs.filter((job) => job.title.includes('Frozen Food')).map((job) => job.id),
    );
    expect(byTitle.length).toBeGreaterThan(0);
    const byCompany = selectFilteredJobs(seeded, filters({ query: 'summit freight' }));
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((job) => job.company === 'Summit Freight Co.')).toBe(true);
    const job = seededJobs[0]!;
    // Each query matches a field that is not searched.
    for (const query of [
      job.id,
      job.description,
      job.pickup,
      job.requirements[0]!,
      job.applicants[0]!.name,
    ]) {
      expect(selectFilteredJobs(seeded, filters({ query }))).toEqual([]);
    }
  });

  it('filters by status and by type', () => {
    const counts = selectJobCounts(seeded);
    for (const status of statusesOf(jobMachine)) {
      const rows = selectFilteredJobs(seeded, filters({ status }));
      expect(rows.every((job) => job.status === status)).toBe(true);
      expect(rows).toHaveLength(counts[status]);
    }
    for (const type of JOB_TYPES) {
      const rows = selectFilteredJobs(seeded, filters({ type }));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((job) => job.jobType === type)).toBe(true);
    }
    expect(selectFilteredJobs(seeded, filters({}))).toHaveLength(40);
    const combined = selectFilteredJobs(seeded, filters({ query: 'haul', status: ACTIVE, type: 'short' }));
    expect(combined.map((job) => job.id)).toEqual(
      seededJobs
        .filter((job) => job.title.includes('Haul') && job.status === ACTIVE && job.jobType === 'short')
        .map((job) => job.id),
    );
  });

  it('counts the summary cards', () => {
    expect(selectJobCounts(seeded)).toEqual({
      total: 40,
      active: 16,
      in_progress: 6,
      completed: 10,
      draft: 4,
      cancelled: 4,
    });
  });

  it('computes days to complete as due date minus today, rounded up', () => {
    expect(selectDaysToComplete({ dueDate: '2026-06-19' }, '2026-06-15T12:00:00.000Z')).toBe(4);
    expect(selectDaysToComplete({ dueDate: '2026-06-19' }, '2026-06-19T00:00:00.000Z')).toBe(0);
    expect(selectDaysToComplete({ dueDate: '2026-06-19' }, '2026-06-18T23:00:00.000Z')).toBe(1);
    expect(selectDaysToComplete({ dueDate: '2026-06-10' }, '2026-06-15T12:00:00.000Z')).toBe(-5);
  });

  it('shows the applicants card only on open jobs without a driver', () => {
    expect(selectJobApplicantsVisible(jobsIn(ACTIVE)[0]!)).toBe(true);
    for (const status of [DRAFT, IN_PROGRESS, COMPLETED, CANCELLED]) {
      expect(selectJobApplicantsVisible(jobsIn(status)[0]!)).toBe(false);
    }
    const store = setup();
    const job = jobsIn(ACTIVE)[0]!;
    store.dispatch(driverAssignedToJob(assignPayload(job.id)));
    expect(selectJobApplicantsVisible(selectJobById(store.getState(), job.id)!)).toBe(false);
  });
});

describe('job events', () => {
  it('assigns a verified driver to an active job: in progress, started today, 5 percent', () => {
    const store = setup();
    const job = jobsIn(ACTIVE)[0]!;
    store.dispatch(driverAssignedToJob(assignPayload(job.id)));
    expect(selectJobById(store.getState(), job.id)).toEqual({
      ...job,
      status: IN_PROGRESS,
      startDate: '2026-06-15',
      progress: ASSIGNED_JOB_PROGRESS,
      assignedDriver: verifiedDriver.id,
    });
  });

  it('refuses a driver on a job that is not active, an unverified driver, and unknown jobs', () => {
    const store = setup();
    const before = store.getState().jobs;
    for (const status of [DRAFT, IN_PROGRESS, COMPLETED, CANCELLED]) {
      store.dispatch(driverAssignedToJob(assignPayload(jobsIn(status)[0]!.id)));
    }
    store.dispatch(driverAssignedToJob(assignPayload(jobsIn(ACTIVE)[0]!.id, false)));
    store.dispatch(driverAssignedToJob(assignPayload('JOB-9999')));
    expect(store.getState().jobs).toBe(before);
  });

  it('assigns a known broker to any unfinished job without changing its status', () => {
    const store = setup();
    for (const status of [ACTIVE, DRAFT, IN_PROGRESS]) {
      const job = jobsIn(status).find((candidate) => candidate.assignedBroker !== 'BRK-002')!;
      store.dispatch(brokerAssigned({ jobId: job.id, brokerId: 'BRK-002' }));
      expect(selectJobById(store.getState(), job.id)).toEqual({ ...job, assignedBroker: 'BRK-002' });
    }
  });

  it('refuses a broker on finished jobs, unknown brokers and unknown jobs', () => {
    const store = setup();
    const before = store.getState().jobs;
    store.dispatch(brokerAssigned({ jobId: jobsIn(COMPLETED)[0]!.id, brokerId: 'BRK-002' }));
    store.dispatch(brokerAssigned({ jobId: jobsIn(CANCELLED)[0]!.id, brokerId: 'BRK-002' }));
    store.dispatch(brokerAssigned({ jobId: jobsIn(ACTIVE)[0]!.id, brokerId: 'BRK-999' }));
    store.dispatch(brokerAssigned({ jobId: 'JOB-9999', brokerId: 'BRK-002' }));
    expect(store.getState().jobs).toBe(before);
  });

  it('approves or rejects pending applicants only', () => {
    const store = setup();
    const job = jobsIn(ACTIVE)[0]!;
    const [first, second] = job.applicants;
    store.dispatch(
      applicantStatusEventSent({ jobId: job.id, applicantId: first!.id, event: { type: 'APPROVE' } }),
    );
    store.dispatch(
      applicantStatusEventSent({ jobId: job.id, applicantId: second!.id, event: { type: 'REJECT' } }),
    );
    const after = selectJobById(store.getState(), job.id)!;
    expect(after.applicants[0]).toEqual({ ...first, status: 'reviewed' });
    const secondNext = nextStatus(applicantMachine, second!.status, { type: 'REJECT' }) ?? second!.status;
    expect(after.applicants[1]).toEqual({ ...second, status: secondNext });
    expect(after.applicants.slice(2)).toEqual(job.applicants.slice(2));

    const before = store.getState().jobs;
    // Already decided, an applicant of another job, unknown ids.
    store.dispatch(
      applicantStatusEventSent({ jobId: job.id, applicantId: first!.id, event: { type: 'REJECT' } }),
    );
    const other = jobsIn(ACTIVE)[1]!.applicants[0]!;
    store.dispatch(
      applicantStatusEventSent({ jobId: job.id, applicantId: other.id, event: { type: 'APPROVE' } }),
    );
    store.dispatch(
      applicantStatusEventSent({ jobId: job.id, applicantId: 'APL-999', event: { type: 'APPROVE' } }),
    );
    store.dispatch(
      applicantStatusEventSent({ jobId: 'JOB-9999', applicantId: first!.id, event: { type: 'APPROVE' } }),
    );
    expect(store.getState().jobs).toBe(before);
  });

  it('restores the seed on sampleDataReset', () => {
    const store = setup();
    store.dispatch(driverAssignedToJob(assignPayload(jobsIn(ACTIVE)[0]!.id)));
    store.dispatch(brokerAssigned({ jobId: jobsIn(DRAFT)[0]!.id, brokerId: 'BRK-005' }));
    store.dispatch(sampleDataReset({ referenceDate: TEST_REFERENCE_DATE.toISOString() }));
    expect(store.getState().jobs).toEqual(seedJobs(TEST_REFERENCE_DATE));
    const later = new Date('2026-09-01T08:00:00Z');
    store.dispatch(sampleDataReset({ referenceDate: later.toISOString() }));
    expect(store.getState().jobs).toEqual(seedJobs(later));
  });
});

describe('jobs validator', () => {
  const good = seedJobs(TEST_REFERENCE_DATE);
  const id = good.ids[0]!;
  const tampered = (changes: Partial<Record<keyof Job, unknown>>): unknown => ({
    ...good,
    entities: { ...good.entities, [id]: { ...good.entities[id], ...changes } },
  });
  const withoutField = (field: keyof Job): unknown => {
    const { [field]: _omitted, ...rest } = good.entities[id]!;
    return { ...good, entities: { ...good.entities, [id]: rest } };
  };

  it('accepts the seed', () => {
    expect(isJobsState(good)).toBe(true);
  });

  it('rejects tampered statuses, wrong types and missing fields', () => {
    const applicants = good.entities[id]!.applicants;
    expect(isJobsState(tampered({ status: 'paused' }))).toBe(false);
    expect(isJobsState(tampered({ applicants: [{ ...applicants[0], status: 'approved' }] }))).toBe(false);
    expect(
      isJobsState(tampered({ documents: [{ ...good.entities[id]!.documents[0], status: 'lost' }] })),
    ).toBe(false);
    expect(isJobsState(tampered({ jobType: 'weekly' }))).toBe(false);
    expect(isJobsState(tampered({ payAmount: '300' }))).toBe(false);
    expect(isJobsState(tampered({ progress: 120 }))).toBe(false);
    expect(isJobsState(tampered({ assignedDriver: 7 }))).toBe(false);
    expect(isJobsState(tampered({ id: 'JOB-0000' }))).toBe(false);
    expect(isJobsState(withoutField('requirements'))).toBe(false);
    expect(isJobsState(withoutField('startDate'))).toBe(false);
    expect(isJobsState({ ...good, brokers: [{ ...good.brokers[0], status: 'retired' }] })).toBe(false);
    expect(isJobsState({ ...good, brokers: undefined })).toBe(false);
    expect(isJobsState({ ...good, ids: [...good.ids, 'ghost'] })).toBe(false);
    expect(isJobsState(null)).toBe(false);
  });
});

describe('jobs property', () => {
  const jobIds = [...seededJobs.map((job) => job.id), 'JOB-9999'];
  const applicantIds = [...seededJobs.flatMap((job) => job.applicants.map((a) => a.id)), 'APL-999'];
  const brokerIds = [...selectBrokers(seeded).map((broker) => broker.id), 'BRK-999'];
  const driverIds = buildAssignableDrivers(TEST_REFERENCE_DATE).map((driver) => driver.id);
  const applicantEvents: ApplicantEvent[] = [{ type: 'APPROVE' }, { type: 'REJECT' }];

  const eventArbitrary = fc.oneof(
    fc
      .record({
        jobId: fc.constantFrom(...jobIds),
        applicantId: fc.constantFrom(...applicantIds),
        event: fc.constantFrom(...applicantEvents),
      })
      .map(applicantStatusEventSent),
    fc
      .record({ jobId: fc.constantFrom(...jobIds), brokerId: fc.constantFrom(...brokerIds) })
      .map(brokerAssigned),
    fc
      .record({
        jobId: fc.constantFrom(...jobIds),
        driverId: fc.constantFrom(...driverIds),
        driverVerified: fc.boolean(),
      })
      .map(({ jobId, driverId, driverVerified }) =>
        driverAssignedToJob({ ...assignPayload(jobId, driverVerified), driverId }),
      ),
  );

  type JobsAction = ReturnType<
    typeof applicantStatusEventSent | typeof brokerAssigned | typeof driverAssignedToJob
  >;

  /** What the machines say about the action, asked before it is dispatched. */
  function refused(state: JobsState, action: JobsAction): boolean {
    if (applicantStatusEventSent.match(action)) {
      const { jobId, applicantId, event } = action.payload;
      const applicant = state.entities[jobId]?.applicants.find((a) => a.id === applicantId);
      return !applicant || nextStatus(applicantMachine, applicant.status, event) === null;
    }
    const job = state.entities[action.payload.jobId];
    if (!job) return true;
    if (brokerAssigned.match(action)) {
      return (
        !brokerIds.slice(0, -1).includes(action.payload.brokerId) ||
        nextStatus(jobMachine, job.status, { type: 'ASSIGN_BROKER' }) === null
      );
    }
    const { driverVerified, jobStatus } = action.payload;
    return (
      job.status !== jobStatus ||
      nextStatus(jobMachine, job.status, { type: 'ASSIGN_DRIVER', driverVerified }) === null
    );
  }

  it('never leaves the machines and never changes anything on a refused event', () => {
    fc.assert(
      // The predicate returns false on a failure: an expect per step would dominate the time.
      fc.property(fc.array(eventArbitrary, { maxLength: 30 }), (actions) => {
        const store = fromSeed();
        return actions.every((action) => {
          const before = store.getState().jobs;
          const wasRefused = refused(before, action);
          store.dispatch(action);
          const after = store.getState().jobs;
          return (
            (!wasRefused || after === before) &&
            Object.values(after.entities).every(
              (job) =>
                isStatusOf(jobMachine, job.status) &&
                job.applicants.every((applicant) => isStatusOf(applicantMachine, applicant.status)),
            )
          );
        });
      }),
      { numRuns: 1000 },
    );
  });
});
