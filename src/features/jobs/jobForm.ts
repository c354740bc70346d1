import { createSelector } from '@reduxjs/toolkit';
import { isCalendarDay } from '@/lib/calendarDay';
import { textError, tooLong, type TooLongError } from '@/lib/validation';
import type { RootState } from '@/store/rootState';
import { JOB_TYPES, type Job, type JobFields, type JobType } from './jobsSlice';

/** The job form's fields as typed (Post New Job and Edit). Requirements: one per line. */
export interface JobFormValues extends Record<string, string> {
  title: string;
  description: string;
  companyId: string;
  payAmount: string;
  jobType: string;
  dueDate: string;
  pickup: string;
  dropoff: string;
  distance: string;
  requirements: string;
}

export type JobFormField = Extract<keyof JobFormValues, string>;

/** Message keys under admin.myJobs.form.errors. */
export type JobFormError =
  | 'titleRequired'
  | 'descriptionRequired'
  | 'companyRequired'
  | 'payRequired'
  | 'payInvalid'
  | 'typeRequired'
  | 'dueRequired'
  | 'dueInvalid'
  | 'dueNotAfterToday'
  | 'pickupRequired'
  | 'dropoffRequired'
  | 'distanceRequired'
  | 'distanceInvalid'
  | TooLongError;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  companyId: '',
  payAmount: '',
  jobType: '',
  dueDate: '',
  pickup: '',
  dropoff: '',
  distance: '',
  requirements: '',
};

/** The form prefilled with a job as stored (Edit). */
export const jobFormValuesOf = (job: Job): JobFormValues => ({
  title: job.title,
  description: job.description,
  companyId: job.companyId,
  payAmount: String(job.payAmount),
  jobType: job.jobType,
  dueDate: job.dueDate,
  pickup: job.pickup,
  dropoff: job.dropoff,
  distance: String(job.distance),
  requirements: job.requirements.join('\n'),
});

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
/** The largest pay (dollars) or distance (miles) taken: beyond it is a typing slip, not a job. */
export const MAX_AMOUNT = 1_000_000;

const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);

/**
 * Spec 2.4 and the issue: title, description, company, pay (whole dollars above 0), type, a due
 * date after `today` (YYYY-MM-DD), pickup, dropoff and distance (miles above 0) are required; the
 * requirements (one per line) are optional. `companyIds` are the companies that may be chosen.
 * Issue 10: every text within its kind's length (title and places a line, description and
 * requirements free text); pay and distance below MAX_AMOUNT.
 */
export function validateJobForm(
  values: JobFormValues,
  today: string,
  companyIds: readonly string[],
): Partial<Record<JobFormField, JobFormError>> {
  const errors: Partial<Record<JobFormField, JobFormError>> = {};
  const text = (field: JobFormField, kind: 'line' | 'text', required: JobFormError) => {
    const error = textError(values[field] ?? '', kind, required);
    if (error) errors[field] = error;
  };
  text('title', 'line', 'titleRequired');
  text('description', 'text', 'descriptionRequired');
  if (!companyIds.includes(values.companyId)) errors.companyId = 'companyRequired';
  const pay = values.payAmount.trim().replace(/^\$/, '');
  if (!pay) errors.payAmount = 'payRequired';
  else if (!WHOLE.test(pay) || !(Number(pay) > 0 && Number(pay) <= MAX_AMOUNT)) {
    errors.payAmount = 'payInvalid';
  }
  if (!isJobType(values.jobType)) errors.jobType = 'typeRequired';
  const due = values.dueDate.trim();
  if (!due) errors.dueDate = 'dueRequired';
  else if (!isCalendarDay(due)) errors.dueDate = 'dueInvalid';
  else if (due <= today.slice(0, 10)) errors.dueDate = 'dueNotAfterToday';
  text('pickup', 'line', 'pickupRequired');
  text('dropoff', 'line', 'dropoffRequired');
  const distance = values.distance.trim();
  if (!distance) errors.distance = 'distanceRequired';
  else if (!DECIMAL.test(distance) || !(Number(distance) > 0 && Number(distance) <= MAX_AMOUNT)) {
    errors.distance = 'distanceInvalid';
  }
  const requirements = tooLong(values.requirements, 'text');
  if (requirements) errors.requirements = requirements;
  return errors;
}

/** The slice's fields from valid form values; `company` is the chosen company's name. */
export const jobFieldsOf = (values: JobFormValues, company: string): JobFields => ({
  title: values.title.trim(),
  description: values.description.trim(),
  companyId: values.companyId,
  company,
  payAmount: Number(values.payAmount.trim().replace(/^\$/, '')),
  jobType: values.jobType as JobType,
  dueDate: values.dueDate.trim(),
  pickup: values.pickup.trim(),
  dropoff: values.dropoff.trim(),
  distance: Number(values.distance.trim()),
  requirements: values.requirements
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** The companies a job can be posted for, by name (read from the companies domain). */
export const selectJobCompanyOptions = createSelector(
  [(state: RootState) => state.companies.ids, (state: RootState) => state.companies.entities],
  (ids, entities) =>
    ids
      .map((id) => entities[id]!)
      .map((company) => ({ id: company.id, name: company.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
);

/** Today as YYYY-MM-DD in the administrator's own time zone (the date picker's day). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
