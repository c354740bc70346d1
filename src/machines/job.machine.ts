import { setup } from 'xstate';
import type { LifecycleMeta, StatusOf } from './lifecycle';
import { driverIsVerified, type AssignDriverEvent } from './verifiedDriver';

/** Spec 9: assigning a driver sets the job's progress to 5 percent. */
export const ASSIGNED_JOB_PROGRESS = 5;

export type JobEvent = AssignDriverEvent | { type: 'ASSIGN_BROKER' } | { type: 'PAUSE' } | { type: 'POST' };

/**
 * Spec 4, job status: active, draft, completed, cancelled, in_progress. Assigning a driver to an
 * active job makes it in_progress (the reducer also sets the start date to today and progress to
 * 5 percent); only a verified driver may be assigned (the `driverIsVerified` guard, the same rule
 * as the assignment machine's, so the slices ask this machine rather than check it). Assigning a
 * broker sets the assigned broker without changing the status, on any job that is not finished.
 * My Jobs (spec 2.4) pauses an active job, which takes it off the market as a draft, and posts a
 * draft, which makes it active; a new job starts as a draft and is posted at once when its form
 * says so. Other transitions are not shown in the spec, so they are refused.
 * Tags: `open` marks jobs that take applicants, `editable` jobs whose details may still change
 * (nobody works on them yet); each state's `meta.tone` is the colour of its status's badge.
 */
export const jobMachine = setup({
  types: { events: {} as JobEvent, meta: {} as LifecycleMeta },
  guards: { driverIsVerified },
}).createMachine({
  id: 'job',
  initial: 'draft',
  states: {
    active: {
      tags: ['open', 'editable'],
      meta: { tone: 'info' },
      on: {
        ASSIGN_DRIVER: { target: 'in_progress', guard: 'driverIsVerified' },
        ASSIGN_BROKER: 'active',
        PAUSE: 'draft',
      },
    },
    draft: { tags: ['editable'], on: { ASSIGN_BROKER: 'draft', POST: 'active' } },
    completed: { meta: { tone: 'success' } },
    cancelled: { meta: { tone: 'error' } },
    in_progress: { meta: { tone: 'warning' }, on: { ASSIGN_BROKER: 'in_progress' } },
  },
});

export type JobStatus = StatusOf<typeof jobMachine>;
