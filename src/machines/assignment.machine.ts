import { setup } from 'xstate';
import type { LifecycleMeta, StatusOf } from './lifecycle';
import { driverIsVerified, type AssignDriverEvent } from './verifiedDriver';

export type AssignmentEvent = AssignDriverEvent;

/**
 * Spec 4, assignment status: unassigned, assigned, in_progress, completed. Assigning a driver to an
 * unassigned item makes it assigned (the reducer also sets today's date); only verified drivers may
 * be assigned. No other transition is shown in the spec. Each state's `meta.tone` gives its status's
 * badge colour (unassigned has none: neutral).
 */
export const assignmentMachine = setup({
  types: { events: {} as AssignmentEvent, meta: {} as LifecycleMeta },
  guards: { driverIsVerified },
}).createMachine({
  id: 'assignment',
  initial: 'unassigned',
  states: {
    unassigned: { on: { ASSIGN_DRIVER: { target: 'assigned', guard: 'driverIsVerified' } } },
    assigned: { meta: { tone: 'info' } },
    in_progress: { meta: { tone: 'warning' } },
    completed: { meta: { tone: 'success' } },
  },
});

export type AssignmentStatus = StatusOf<typeof assignmentMachine>;
