import type { Broker } from '@/fixtures/drivers';
import { JOB_TYPES, type Applicant, type Job, type JobDocument, type JobType } from '@/fixtures/jobs';
import { isCalendarDay } from '@/lib/calendarDay';
import { isAmount, isCount, isEntityState, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { applicantMachine } from '@/machines/applicant.machine';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { jobMachine } from '@/machines/job.machine';
import { isStatusOf } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';

/** The checks of what local storage gives back for the jobs domain (see jobsSlice's `isJobsState`). */

const isNullable =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);

/**
 * Made once: made at each call, they were five functions per job and one per applicant (24 MB of
 * allocation at 100,000 jobs).
 */
const isNullableString = isNullable(isString);
const isNullableTimestamp = isNullable(isTimestamp);

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
  isNullableString(value.profileImage);

const isJobDocument = (value: unknown): value is JobDocument =>
  isRecord(value) &&
  isString(value.name) &&
  isString(value.type) &&
  isTimestamp(value.uploadedDate) &&
  isStatusOf(driverDocumentMachine, value.status);

export const isJob = (value: unknown): value is Job =>
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
  isNullableTimestamp(value.startDate) &&
  isNullableTimestamp(value.completionDate) &&
  isNullableString(value.assignedBroker) &&
  isNullableString(value.assignedDriver) &&
  Array.isArray(value.applicants) &&
  value.applicants.every(isApplicant) &&
  Array.isArray(value.documents) &&
  value.documents.every(isJobDocument) &&
  isCount(value.applications) &&
  isNullableString(value.postedBy);

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

/** Validates what is read back from local storage for the jobs domain. */
export const isJobsState = (value: unknown): boolean =>
  isEntityState(value, isJob, (job) => job.id) &&
  isRecord(value) &&
  Array.isArray(value.brokers) &&
  value.brokers.every(isBroker);

/** What the job form gives the slice (Post New Job and Edit): the job's own details. */
export interface JobFields {
  title: string;
  description: string;
  companyId: string;
  /** The company's name, as the job shows it. */
  company: string;
  /** Whole dollars, more than 0. */
  payAmount: number;
  jobType: JobType;
  /** YYYY-MM-DD, after today. */
  dueDate: string;
  pickup: string;
  dropoff: string;
  /** Miles, more than 0. */
  distance: number;
  requirements: string[];
}

const filled = (text: unknown) => isString(text) && text.trim() !== '';

/**
 * The slice's own check of a posted or edited job (the form says why, field by field): text filled
 * in, pay in whole dollars above 0, a known type, a due date after `today`, a distance above 0.
 */
export const areJobFieldsValid = (fields: JobFields, today: string): boolean =>
  [fields.title, fields.description, fields.companyId, fields.company, fields.pickup, fields.dropoff].every(
    filled,
  ) &&
  Number.isSafeInteger(fields.payAmount) &&
  fields.payAmount > 0 &&
  (JOB_TYPES as readonly unknown[]).includes(fields.jobType) &&
  isCalendarDay(fields.dueDate) &&
  fields.dueDate > today.slice(0, 10) &&
  Number.isFinite(fields.distance) &&
  fields.distance > 0 &&
  Array.isArray(fields.requirements) &&
  fields.requirements.every(isString);
