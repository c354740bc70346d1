import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { buildBrokers, type Broker } from '@/fixtures/drivers';
import {
  buildJobs,
  byPostedDateDesc,
  RECENT_JOB_COUNT,
  toRecentJob,
  type Job,
  type JobType,
} from '@/fixtures/jobs';
import { getInitialSnapshot } from 'xstate';
import { statusCounter } from '@/lib/counts';
import { createListSelector } from '@/lib/listSelector';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { applicantMachine } from '@/machines/applicant.machine';
import { ASSIGNED_JOB_PROGRESS, jobMachine, type JobStatus } from '@/machines/job.machine';
import { nextStatus, statusesOf, statusHasTag, type EventOf } from '@/machines/lifecycle';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { driverAssignedToJob, sampleDataReset } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';
import { areJobFieldsValid, isJobsState, type JobFields } from './jobsValidation';

export type { Broker } from '@/fixtures/drivers';
export type { Applicant, Job, JobDocument, JobType, RecentJob } from '@/fixtures/jobs';
export { JOB_TYPE_DAYS, JOB_TYPES } from '@/fixtures/jobs';
export type { JobStatus } from '@/machines/job.machine';
export { isJobsState, type JobFields } from './jobsValidation';

/** The jobs, plus the brokers that can be assigned to them (fixed sample data). */
export type JobsState = EntityState<Job, string> & { brokers: Broker[] };

declare module '@/store/rootState' {
  interface DomainStates {
    jobs: JobsState;
  }
}

export type ApplicantEvent = EventOf<typeof applicantMachine>;
/** The job events My Jobs sends: take an active job off the market, or post a draft. */
export type JobListingEvent = Extract<EventOf<typeof jobMachine>, { type: 'PAUSE' | 'POST' }>;

/** The status a new job starts in: the job machine's initial state (draft). */
const NEW_JOB_STATUS = getInitialSnapshot(jobMachine).value as JobStatus;
/** Sample jobs estimate an hour of driving per 50 miles; a posted job does the same. */
const MILES_PER_HOUR = 50;

/** The id after the highest JOB-nnnn in use (JOB-1041 after JOB-1040). */
export function nextJobId(ids: readonly string[]): string {
  const numbers = ids.map((id) => Number(/^JOB-(\d+)$/.exec(id)?.[1] ?? 0));
  return `JOB-${String(Math.max(1000, ...numbers) + 1).padStart(4, '0')}`;
}

const withFields = (fields: JobFields) => ({
  title: fields.title.trim(),
  description: fields.description.trim(),
  company: fields.company,
  companyId: fields.companyId,
  payAmount: fields.payAmount,
  jobType: fields.jobType,
  dueDate: fields.dueDate,
  pickup: fields.pickup.trim(),
  dropoff: fields.dropoff.trim(),
  distance: fields.distance,
  estimatedTime: Math.ceil(fields.distance / MILES_PER_HOUR),
  requirements: fields.requirements.map((r) => r.trim()).filter(Boolean),
});

const adapter = createEntityAdapter<Job>({
  sortComparer: (a, b) => a.id.localeCompare(b.id),
});

export const seedJobs = (reference: Date): JobsState => ({
  ...adapter.setAll(adapter.getInitialState(), buildJobs(reference)),
  brokers: buildBrokers(reference),
});

const dateOnly = (iso: string) => iso.slice(0, 10);

const jobsSlice = createSlice({
  name: 'jobs',
  initialState: (): JobsState => ({ ...adapter.getInitialState(), brokers: [] }),
  reducers: {
    /** My Jobs: Pause (active to draft) or Post (draft to active), as the job machine allows. */
    jobStatusEventSent(state, action: PayloadAction<{ jobId: string; event: JobListingEvent }>) {
      const job = state.entities[action.payload.jobId];
      if (!job) return;
      const next = nextStatus(jobMachine, job.status, action.payload.event);
      if (next !== null) job.status = next;
    },
    /**
     * Post New Job: a new job by the signed-in administrator, posted today, in the machine's initial
     * status (draft), then sent POST when `post` is set. Refused when the fields are not valid.
     */
    jobPosted(state, action: PayloadAction<{ fields: JobFields; post: boolean; today: string }>) {
      const { fields, post, today } = action.payload;
      if (!areJobFieldsValid(fields, today)) return;
      const posted = post ? nextStatus(jobMachine, NEW_JOB_STATUS, { type: 'POST' }) : null;
      adapter.addOne(state, {
        id: nextJobId(state.ids),
        ...withFields(fields),
        status: posted ?? NEW_JOB_STATUS,
        postedDate: dateOnly(today),
        progress: 0,
        startDate: null,
        completionDate: null,
        assignedBroker: null,
        assignedDriver: null,
        applicants: [],
        documents: [],
        applications: 0,
        postedBy: SIGNED_IN_ADMIN_ID,
      });
    },
    /** Edit on My Jobs: only a job the machine tags `editable` (nobody works on it yet) changes. */
    jobEdited(state, action: PayloadAction<{ jobId: string; fields: JobFields; today: string }>) {
      const { jobId, fields, today } = action.payload;
      const job = state.entities[jobId];
      if (!job || !statusHasTag(jobMachine, job.status, 'editable')) return;
      if (!areJobFieldsValid(fields, today)) return;
      Object.assign(job, withFields(fields));
    },
    /** A known broker assigned to a job; the status stays as it is (job machine, ASSIGN_BROKER). */
    brokerAssigned(state, action: PayloadAction<{ jobId: string; brokerId: string }>) {
      const { jobId, brokerId } = action.payload;
      const job = state.entities[jobId];
      if (!job || !state.brokers.some((broker) => broker.id === brokerId)) return;
      const next = nextStatus(jobMachine, job.status, { type: 'ASSIGN_BROKER' });
      if (next === null) return;
      job.status = next;
      job.assignedBroker = brokerId;
    },
    /** Approve or reject one of a job's applicants (applicant machine: only pending ones change). */
    applicantStatusEventSent(
      state,
      action: PayloadAction<{ jobId: string; applicantId: string; event: ApplicantEvent }>,
    ) {
      const { jobId, applicantId, event } = action.payload;
      const applicant = state.entities[jobId]?.applicants.find((a) => a.id === applicantId);
      if (!applicant) return;
      const next = nextStatus(applicantMachine, applicant.status, event);
      if (next !== null) applicant.status = next;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sampleDataReset, (_state, action) => seedJobs(new Date(action.payload.referenceDate)))
      .addCase(driverAssignedToJob, (state, action) => {
        const { jobId, jobStatus, driverId, driverVerified, today } = action.payload;
        const job = state.entities[jobId];
        // To the job as the screen saw it; the job machine refuses an unverified driver (spec 5).
        if (!job || job.status !== jobStatus) return;
        const next = nextStatus(jobMachine, job.status, { type: 'ASSIGN_DRIVER', driverVerified });
        if (next === null) return;
        job.status = next;
        job.startDate = dateOnly(today);
        job.progress = ASSIGNED_JOB_PROGRESS;
        job.assignedDriver = driverId;
      });
  },
});

export const { brokerAssigned, applicantStatusEventSent, jobStatusEventSent, jobPosted, jobEdited } =
  jobsSlice.actions;

const selectJobsState = (state: RootState) => state.jobs;

export const {
  selectAll: selectAllJobs,
  selectById: selectJobById,
  selectTotal: selectJobTotal,
} = tableSelectors(adapter, selectJobsState);

export const selectBrokers = (state: RootState): Broker[] => state.jobs.brokers;

export interface JobFilters {
  /** Case-insensitive substring over title and company (spec 5). */
  query: string;
  status: 'all' | JobStatus;
  type: 'all' | JobType;
}

/** Job Management: search, then the status and type filters. */
export const selectFilteredJobs = createListSelector<RootState, Job, JobFilters>(selectAllJobs, {
  search: 'query',
  searchFields: (job) => [job.title, job.company],
  selects: { status: (job) => job.status, type: (job) => job.jobType },
});

/** Job Management cards: total, active, in progress, completed (and the other statuses). */
const countJobs = statusCounter(statusesOf(jobMachine));
export const selectJobCounts = createSelector([selectAllJobs], (all) => ({
  total: all.length,
  ...countJobs(all),
}));

/** The dashboard's Recent Job Postings: the five most recently posted jobs. */
export const selectRecentJobs = createSelector([selectAllJobs], (all) =>
  [...all].sort(byPostedDateDesc).slice(0, RECENT_JOB_COUNT).map(toRecentJob),
);

const DAY = 24 * 60 * 60 * 1000;

/** Spec 9: days to complete = due date minus today, rounded up (negative once overdue). */
export const selectDaysToComplete = (job: Pick<Job, 'dueDate'>, today: string): number =>
  Math.ceil((Date.parse(job.dueDate) - Date.parse(today)) / DAY);

/** Spec 4: the applicants card shows while the job takes applicants and has no driver. */
export const selectJobApplicantsVisible = (job: Pick<Job, 'status' | 'assignedDriver'>): boolean =>
  statusHasTag(jobMachine, job.status, 'open') && job.assignedDriver === null;

export const jobsDomain: DomainDefinition<JobsState> = {
  reducer: jobsSlice.reducer,
  seed: seedJobs,
  isValid: isJobsState,
};
