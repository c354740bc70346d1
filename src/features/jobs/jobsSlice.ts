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
  JOB_TYPES,
  RECENT_JOB_COUNT,
  toRecentJob,
  type Applicant,
  type Job,
  type JobDocument,
  type JobType,
} from '@/fixtures/jobs';
import { countByStatus } from '@/lib/counts';
import { isAmount, isCount, isEntityState, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { matchesFilter, matchesSearch } from '@/lib/search';
import { applicantMachine } from '@/machines/applicant.machine';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { ASSIGNED_JOB_PROGRESS, jobMachine, type JobStatus } from '@/machines/job.machine';
import { isStatusOf, nextStatus, statusesOf, statusHasTag, type EventOf } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { driverAssignedToJob, sampleDataReset } from '@/store/sharedActions';

export type { Broker } from '@/fixtures/drivers';
export type { Applicant, Job, JobDocument, JobType, RecentJob } from '@/fixtures/jobs';
export { JOB_TYPE_DAYS, JOB_TYPES } from '@/fixtures/jobs';
export type { JobStatus } from '@/machines/job.machine';

/** The jobs, plus the brokers that can be assigned to them (fixed sample data). */
export type JobsState = EntityState<Job, string> & { brokers: Broker[] };

declare module '@/store/rootState' {
  interface DomainStates {
    jobs: JobsState;
  }
}

export type ApplicantEvent = EventOf<typeof applicantMachine>;

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
        // Only verified drivers may be assigned (spec 5), to the job as the screen saw it.
        if (!job || job.status !== jobStatus || !driverVerified) return;
        const next = nextStatus(jobMachine, job.status, { type: 'ASSIGN_DRIVER' });
        if (next === null) return;
        job.status = next;
        job.startDate = dateOnly(today);
        job.progress = ASSIGNED_JOB_PROGRESS;
        job.assignedDriver = driverId;
      });
  },
});

export const { brokerAssigned, applicantStatusEventSent } = jobsSlice.actions;

const selectJobsState = (state: RootState) => state.jobs;

export const {
  selectAll: selectAllJobs,
  selectById: selectJobById,
  selectTotal: selectJobTotal,
} = adapter.getSelectors(selectJobsState);

export const selectBrokers = (state: RootState): Broker[] => state.jobs.brokers;

export interface JobFilters {
  /** Case-insensitive substring over title and company (spec 5). */
  query: string;
  status: 'all' | JobStatus;
  type: 'all' | JobType;
}

/** Job Management: search, then the status and type filters. */
export const selectFilteredJobs = createListSelector(
  selectAllJobs,
  (job, { query, status, type }: JobFilters) =>
    matchesSearch(query, [job.title, job.company]) &&
    matchesFilter(job.status, status) &&
    matchesFilter(job.jobType, type),
);

/** Job Management cards: total, active, in progress, completed (and the other statuses). */
export const selectJobCounts = createSelector([selectAllJobs], (all) => ({
  total: all.length,
  ...countByStatus(statusesOf(jobMachine), all),
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

const isNullable =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);

const isApplicant = (value: unknown): value is Applicant =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  isString(value.email) &&
  isString(value.phone) &&
  isAmount(value.rating) &&
  isCount(value.experience) &&
  isTimestamp(value.appliedDate) &&
  isStatusOf(applicantMachine, value.status) &&
  isNullable(isString)(value.profileImage);

const isJobDocument = (value: unknown): value is JobDocument =>
  isRecord(value) &&
  isString(value.name) &&
  isString(value.type) &&
  isTimestamp(value.uploadedDate) &&
  isStatusOf(driverDocumentMachine, value.status);

const isJob = (value: unknown): value is Job =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.title) &&
  isString(value.description) &&
  isString(value.company) &&
  isString(value.companyId) &&
  isAmount(value.payAmount) &&
  (JOB_TYPES as readonly unknown[]).includes(value.jobType) &&
  isStatusOf(jobMachine, value.status) &&
  isTimestamp(value.postedDate) &&
  isTimestamp(value.dueDate) &&
  isString(value.pickup) &&
  isString(value.dropoff) &&
  isAmount(value.distance) &&
  isAmount(value.estimatedTime) &&
  Array.isArray(value.requirements) &&
  value.requirements.every(isString) &&
  isCount(value.progress) &&
  value.progress <= 100 &&
  isNullable(isTimestamp)(value.startDate) &&
  isNullable(isTimestamp)(value.completionDate) &&
  isNullable(isString)(value.assignedBroker) &&
  isNullable(isString)(value.assignedDriver) &&
  Array.isArray(value.applicants) &&
  value.applicants.every(isApplicant) &&
  Array.isArray(value.documents) &&
  value.documents.every(isJobDocument) &&
  isCount(value.applications) &&
  isNullable(isString)(value.postedBy);

const isBroker = (value: unknown): value is Broker =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.userId) &&
  isString(value.name) &&
  isString(value.email) &&
  isString(value.phone) &&
  isString(value.companyName) &&
  isStatusOf(userStatusMachine, value.status) &&
  isTimestamp(value.joinDate) &&
  isCount(value.totalJobsManaged) &&
  isAmount(value.rating);

/** Validates what redux-persist reads back for this slice. */
export const isJobsState = (value: unknown): boolean =>
  isEntityState(value, isJob, (job) => job.id) &&
  isRecord(value) &&
  Array.isArray(value.brokers) &&
  value.brokers.every(isBroker);

export const jobsDomain: DomainDefinition<JobsState> = {
  reducer: jobsSlice.reducer,
  seed: seedJobs,
  isValid: isJobsState,
};
