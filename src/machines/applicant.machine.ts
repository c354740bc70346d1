import { setup } from 'xstate';
import type { StatusOf } from './lifecycle';

/** Spec 4, applicant status: only pending applicants can be approved (reviewed) or rejected. */
export const applicantMachine = setup({
  types: { events: {} as { type: 'APPROVE' } | { type: 'REJECT' } },
}).createMachine({
  id: 'applicant',
  initial: 'pending',
  states: {
    pending: { on: { APPROVE: 'reviewed', REJECT: 'rejected' } },
    reviewed: {},
    rejected: {},
  },
});

export type ApplicantStatus = StatusOf<typeof applicantMachine>;
