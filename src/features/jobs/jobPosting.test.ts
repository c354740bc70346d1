import { makeStore } from '@/app/store';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { jobMachine } from '@/machines/job.machine';
import { nextStatus, statusesOf } from '@/machines/lifecycle';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  EMPTY_JOB_FORM,
  jobFieldsOf,
  jobFormValuesOf,
  MAX_AMOUNT,
  validateJobForm,
  type JobFormValues,
} from './jobForm';
import {
  jobEdited,
  jobPosted,
  jobStatusEventSent,
  nextJobId,
  selectAllJobs,
  selectJobById,
  type JobFields,
  type JobStatus,
} from './jobsSlice';
import {
  MY_JOB_TABS,
  myJobActionsOf,
  selectMyJobCounts,
  selectMyJobs,
  selectMyJobsOfTab,
} from './myJobsSelectors';

const TODAY = '2026-06-15';
const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const jobIn = (status: JobStatus) => selectAllJobs(setup().getState()).find((job) => job.status === status)!;

const FIELDS: JobFields = {
  title: '  Cold Chain Run  ',
  description: 'Reefer load to the coast.',
  companyId: 'CMP-001',
  company: 'Summit Freight Co.',
  payAmount: 1800,
  jobType: 'medium',
  dueDate: '2026-07-01',
  pickup: '12 Dock Rd, Dallas, TX',
  dropoff: '90 Pier St, Houston, TX',
  distance: 240,
  requirements: ['CDL Class A', ' ', 'Reefer experience '],
};

describe('jobStatusEventSent (My Jobs: Pause and Post)', () => {
  it('moves a job only where the job machine accepts the event', () => {
    for (const status of statusesOf(jobMachine)) {
      for (const type of ['PAUSE', 'POST'] as const) {
        const store = setup();
        const job = jobIn(status);
        store.dispatch(jobStatusEventSent({ jobId: job.id, event: { type } }));
        const expected = nextStatus(jobMachine, status, { type }) ?? status;
        expect(selectJobById(store.getState(), job.id)!.status).toBe(expected);
      }
    }
  });

  it('pauses an active job into a draft and posts it back', () => {
    const store = setup();
    const job = jobIn('active');
    store.dispatch(jobStatusEventSent({ jobId: job.id, event: { type: 'PAUSE' } }));
    expect(selectJobById(store.getState(), job.id)!.status).toBe('draft');
    store.dispatch(jobStatusEventSent({ jobId: job.id, event: { type: 'POST' } }));
    expect(selectJobById(store.getState(), job.id)!.status).toBe('active');
  });

  it('ignores an unknown job', () => {
    const store = setup();
    const before = store.getState().jobs;
    store.dispatch(jobStatusEventSent({ jobId: 'JOB-9999', event: { type: 'PAUSE' } }));
    expect(store.getState().jobs).toBe(before);
  });
});

describe('jobPosted (Post New Job)', () => {
  it('creates a draft by the signed-in admin, posted today, with the next id', () => {
    const store = setup();
    store.dispatch(jobPosted({ fields: FIELDS, post: false, today: TODAY }));
    const job = selectJobById(store.getState(), 'JOB-1041')!;
    expect(job).toMatchObject({
      title: 'Cold Chain Run',
      status: 'draft',
      postedBy: SIGNED_IN_ADMIN_ID,
      postedDate: TODAY,
      company: 'Summit Freight Co.',
      companyId: 'CMP-001',
      payAmount: 1800,
      estimatedTime: 5,
      requirements: ['CDL Class A', 'Reefer experience'],
      progress: 0,
      applicants: [],
      assignedDriver: null,
    });
    expect(selectMyJobs(store.getState())[0]!.id).toBe('JOB-1041');
  });

  it('posts it at once through the machine when asked', () => {
    const store = setup();
    const before = selectMyJobCounts(store.getState());
    store.dispatch(jobPosted({ fields: FIELDS, post: true, today: TODAY }));
    expect(selectJobById(store.getState(), 'JOB-1041')!.status).toBe('active');
    const after = selectMyJobCounts(store.getState());
    expect(after).toEqual({ ...before, all: before.all + 1, active: before.active + 1 });
    store.dispatch(jobPosted({ fields: FIELDS, post: true, today: TODAY }));
    expect(selectJobById(store.getState(), 'JOB-1042')).toBeDefined();
  });

  it.each<[string, Partial<JobFields>]>([
    ['a blank title', { title: '  ' }],
    ['pay that is not whole dollars', { payAmount: 12.5 }],
    ['no pay', { payAmount: 0 }],
    ['a due date of today', { dueDate: TODAY }],
    ['a due date in the past', { dueDate: '2026-01-01' }],
    ['a due date that is no day', { dueDate: '2099-02-30' }],
    ['no distance', { distance: 0 }],
    ['an unknown type', { jobType: 'weekly' as JobFields['jobType'] }],
  ])('refuses %s', (_case, change) => {
    const store = setup();
    const before = store.getState().jobs;
    store.dispatch(jobPosted({ fields: { ...FIELDS, ...change }, post: true, today: TODAY }));
    expect(store.getState().jobs).toBe(before);
  });

  it('numbers after the highest JOB-nnnn', () => {
    expect(nextJobId(['JOB-1001', 'JOB-1040', 'JOB-1007'])).toBe('JOB-1041');
    expect(nextJobId([])).toBe('JOB-1001');
  });
});

describe('jobEdited (Edit on My Jobs)', () => {
  it('changes an editable job (active or draft) and keeps its status', () => {
    for (const status of ['active', 'draft'] as const) {
      const store = setup();
      const job = jobIn(status);
      store.dispatch(jobEdited({ jobId: job.id, fields: FIELDS, today: TODAY }));
      expect(selectJobById(store.getState(), job.id)).toMatchObject({
        title: 'Cold Chain Run',
        status,
        postedDate: job.postedDate,
      });
    }
  });

  it('refuses a job the machine does not tag editable, and invalid fields', () => {
    for (const status of ['completed', 'cancelled', 'in_progress'] as const) {
      const store = setup();
      const before = store.getState().jobs;
      store.dispatch(jobEdited({ jobId: jobIn(status).id, fields: FIELDS, today: TODAY }));
      expect(store.getState().jobs).toBe(before);
    }
    const store = setup();
    const before = store.getState().jobs;
    store.dispatch(
      jobEdited({ jobId: jobIn('active').id, fields: { ...FIELDS, dueDate: TODAY }, today: TODAY }),
    );
    expect(store.getState().jobs).toBe(before);
  });
});

describe('My Jobs selectors', () => {
  it('counts the admin’s 6 jobs per tab and lists each tab’s jobs', () => {
    const state = setup().getState();
    const mine = selectMyJobs(state);
    expect(mine).toHaveLength(6);
    expect(mine.every((job) => job.postedBy === SIGNED_IN_ADMIN_ID)).toBe(true);
    const counts = selectMyJobCounts(state);
    expect(counts).toEqual({ all: 6, active: 3, completed: 1, in_progress: 1 });
    expect(new Set(mine.map((job) => job.jobType)).size).toBe(3);
    for (const tab of MY_JOB_TABS.slice(1)) {
      const ofTab = selectMyJobsOfTab(state, tab);
      expect(ofTab.every((job) => job.status === tab)).toBe(true);
      expect(counts[tab]).toBe(ofTab.length);
    }
  });

  it('offers Edit on editable jobs and Pause or Post as the machine allows, else Pause refused with its reason', () => {
    expect(myJobActionsOf({ status: 'active' })).toEqual({
      editable: true,
      events: [{ type: 'PAUSE', refusal: null }],
    });
    expect(myJobActionsOf({ status: 'draft' })).toEqual({
      editable: true,
      events: [{ type: 'POST', refusal: null }],
    });
    for (const status of ['completed', 'cancelled', 'in_progress'] as const) {
      expect(myJobActionsOf({ status })).toEqual({
        editable: false,
        events: [{ type: 'PAUSE', refusal: { reason: 'state', status } }],
      });
    }
  });
});

describe('the job form', () => {
  const valid: JobFormValues = {
    ...jobFormValuesOf({ ...jobIn('draft'), ...FIELDS }),
    payAmount: '$1800',
    requirements: 'CDL Class A\n\n  Hazmat endorsement ',
  };
  const ids = ['CMP-001'];

  it('asks for every required field', () => {
    expect(validateJobForm(EMPTY_JOB_FORM, TODAY, ids)).toEqual({
      title: 'titleRequired',
      description: 'descriptionRequired',
      companyId: 'companyRequired',
      payAmount: 'payRequired',
      jobType: 'typeRequired',
      dueDate: 'dueRequired',
      pickup: 'pickupRequired',
      dropoff: 'dropoffRequired',
      distance: 'distanceRequired',
    });
    expect(validateJobForm(valid, TODAY, ids)).toEqual({});
  });

  it('wants whole dollars above 0, a real day after today and miles above 0', () => {
    const check = (change: Partial<JobFormValues>) =>
      validateJobForm({ ...valid, ...change } as JobFormValues, TODAY, ids);
    for (const pay of ['12.50', '0', '-5', 'lots', '1e3'])
      expect(check({ payAmount: pay }).payAmount).toBe('payInvalid');
    expect(check({ dueDate: TODAY }).dueDate).toBe('dueNotAfterToday');
    for (const dueDate of ['2026-02-30', '2026-13-01', '2026-6-16'])
      expect(check({ dueDate }).dueDate).toBe('dueInvalid');
    expect(check({ dueDate: '2026-06-16' })).toEqual({});
    for (const distance of ['0', 'far', '-3']) expect(check({ distance }).distance).toBe('distanceInvalid');
    expect(check({ distance: '12.5' })).toEqual({});
    expect(check({ companyId: 'CMP-404' }).companyId).toBe('companyRequired');
  });

  it('keeps every text within its limit and amounts below MAX_AMOUNT (issue 10)', () => {
    const check = (change: Partial<JobFormValues>) =>
      validateJobForm({ ...valid, ...change } as JobFormValues, TODAY, ids);
    expect(
      check({
        title: 't'.repeat(10_000),
        description: 'd'.repeat(2_001),
        pickup: 'p'.repeat(201),
        dropoff: 'q'.repeat(201),
        requirements: 'r'.repeat(2_001),
      }),
    ).toEqual({
      title: 'validation.tooLong.line',
      description: 'validation.tooLong.text',
      pickup: 'validation.tooLong.line',
      dropoff: 'validation.tooLong.line',
      requirements: 'validation.tooLong.text',
    });
    expect(check({ payAmount: String(MAX_AMOUNT + 1) }).payAmount).toBe('payInvalid');
    expect(check({ distance: '9'.repeat(400) }).distance).toBe('distanceInvalid');
    expect(check({ title: '<script>alert(1)</script> 🚚 نقل', payAmount: String(MAX_AMOUNT) })).toEqual({});
  });

  it('gives the slice whole dollars and one requirement per non-empty line', () => {
    const fields = jobFieldsOf(valid, 'Summit Freight Co.');
    expect(fields.payAmount).toBe(1800);
    expect(fields.requirements).toEqual(['CDL Class A', 'Hazmat endorsement']);
  });
});
