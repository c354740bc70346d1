import { setup } from 'xstate';
import type { StatusOf } from './lifecycle';

/** Spec 9: assigning a driver sets the job's progress to 5 percent. */
export const ASSIGNED_JOB_PROGRESS = 5;

/**
 * Spec 4, job status: active, draft, completed, cancelled, in_progress. Assigning a driver to an
 * active job makes it in_progress (the reducer also sets the start date to today and progress to
 * 5 percent). Assigning a broker sets the assigned broker without changing the status, on any job
 * that is not finished. Other job transitions are not shown in the spec, so they are refused.
 * The `open` tag marks jobs that take applicants; `tone:` tags colour each status's badge.
 */
export const jobMachine = setup({
  types: { events: {} as { type: 'ASSIGN_DRIVER' } | { type: 'ASSIGN_BROKER' } },
}).createMachine({
  id: 'job',
  initial: 'draft',
  states: {
    active: { tags: ['open', 'tone:info'], on: { ASSIGN_DRIVER: 'in_progress', ASSIGN_BROKER: 'active' } },
    draft: { on: { ASSIGN_BROKER: 'draft' } },
    completed: { tags: ['tone:success'] },
    cancelled: { tags: ['tone:error'] },
    in_progress: { tags: ['tone:warning'], on: { ASSIGN_BROKER: 'in_progress' } },
  },
});

export type JobStatus = StatusOf<typeof jobMachine>;
