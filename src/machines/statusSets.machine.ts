import { setup } from 'xstate';
import type { LifecycleMeta, StatusOf } from './lifecycle';

/**
 * Statuses the spec lists without any transition (spec 4): a machine with those states and no
 * events, so that stored data can be checked against it and no code invents a transition. `tones`
 * gives a status its badge colour (its state's `meta.tone`).
 */
const statusSet = <const S extends string>(
  id: string,
  statuses: readonly S[],
  tones: Partial<Record<S, LifecycleMeta['tone']>> = {},
) =>
  setup({ types: { events: {} as { type: 'NONE' }, meta: {} as LifecycleMeta } }).createMachine({
    id,
    initial: statuses[0]!,
    states: Object.fromEntries(
      statuses.map((s) => [s, tones[s] ? { meta: { tone: tones[s] } } : {}]),
    ) as Record<S, object>,
  });

/** Company status; a company's verification runs through the verification queue instead. */
export const companyStatusMachine = statusSet('companyStatus', ['active', 'pending', 'suspended'], {
  active: 'success',
  pending: 'warning',
  suspended: 'error',
});
export const paymentStatusMachine = statusSet('paymentStatus', ['completed', 'pending', 'failed'], {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
});
/**
 * Spec 4's dispute statuses as a lifecycle (issue 12): an open dispute is taken into review, and an
 * open or in-review dispute is decided: Approve resolves it (in the complainant's favour), Reject
 * rejects it. Decided disputes are final. `awaitsDecision` marks the statuses whose dispute still
 * waits for the administrator (the Approve and Reject buttons); `decided` marks the final ones, which
 * carry the date of the decision (`resolvedAt`).
 */
export const disputeStatusMachine = setup({
  types: {
    events: {} as { type: 'MARK_IN_REVIEW' } | { type: 'RESOLVE' } | { type: 'REJECT' },
    meta: {} as LifecycleMeta,
  },
}).createMachine({
  id: 'disputeStatus',
  initial: 'open',
  states: {
    open: {
      tags: ['awaitsDecision'],
      meta: { tone: 'warning' },
      on: { MARK_IN_REVIEW: 'in_review', RESOLVE: 'resolved', REJECT: 'rejected' },
    },
    in_review: {
      tags: ['awaitsDecision'],
      meta: { tone: 'info' },
      on: { RESOLVE: 'resolved', REJECT: 'rejected' },
    },
    resolved: { tags: ['decided'], meta: { tone: 'success' } },
    rejected: { tags: ['decided'], meta: { tone: 'error' } },
  },
});

/** Spec 2.4, System Health: each service of the platform is online, processing or in error. */
export const serviceStatusMachine = statusSet('serviceStatus', ['online', 'processing', 'error'], {
  online: 'success',
  processing: 'warning',
  error: 'error',
});

export type CompanyStatus = StatusOf<typeof companyStatusMachine>;
export type PaymentStatus = StatusOf<typeof paymentStatusMachine>;
export type DisputeStatus = StatusOf<typeof disputeStatusMachine>;
export type ServiceStatus = StatusOf<typeof serviceStatusMachine>;
