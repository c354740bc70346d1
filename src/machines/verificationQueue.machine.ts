import { setup } from 'xstate';
import type { LifecycleMeta, StatusOf } from './lifecycle';

/**
 * Spec 4, verification queue (users and companies alike): pending to under_review, approved or
 * rejected; under_review to approved or rejected; rejected to approved. The `verified` tag marks
 * the state that makes the user or company verified (see `statusHasTag`); `awaitsDecision` marks
 * the items still waiting for a reviewer (pending and under review: the dashboard's backlog).
 */
export const verificationQueueMachine = setup({
  types: {
    events: {} as { type: 'MARK_UNDER_REVIEW' } | { type: 'APPROVE' } | { type: 'REJECT' },
    meta: {} as LifecycleMeta,
  },
}).createMachine({
  id: 'verificationQueue',
  initial: 'pending',
  states: {
    pending: {
      tags: ['awaitsDecision'],
      meta: { tone: 'warning' },
      on: { MARK_UNDER_REVIEW: 'under_review', APPROVE: 'approved', REJECT: 'rejected' },
    },
    under_review: {
      tags: ['awaitsDecision'],
      meta: { tone: 'info' },
      on: { APPROVE: 'approved', REJECT: 'rejected' },
    },
    approved: { tags: ['verified'], meta: { tone: 'success' } },
    rejected: { meta: { tone: 'error' }, on: { APPROVE: 'approved' } },
  },
});

export type VerificationStatus = StatusOf<typeof verificationQueueMachine>;
