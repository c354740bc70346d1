import { setup } from 'xstate';
import type { StatusOf } from './lifecycle';

/**
 * Statuses the spec lists without any transition (spec 4): a machine with those states and no
 * events, so that stored data can be checked against it and no code invents a transition.
 */
const statusSet = <const S extends string>(id: string, statuses: readonly S[]) =>
  setup({ types: { events: {} as { type: 'NONE' } } }).createMachine({
    id,
    initial: statuses[0]!,
    states: Object.fromEntries(statuses.map((s) => [s, {}])) as Record<S, object>,
  });

/** Company status; a company's verification runs through the verification queue instead. */
export const companyStatusMachine = statusSet('companyStatus', ['active', 'pending', 'suspended']);
export const paymentStatusMachine = statusSet('paymentStatus', ['completed', 'pending', 'failed']);
export const disputeStatusMachine = statusSet('disputeStatus', ['open', 'in_review', 'resolved', 'rejected']);

export type CompanyStatus = StatusOf<typeof companyStatusMachine>;
export type PaymentStatus = StatusOf<typeof paymentStatusMachine>;
export type DisputeStatus = StatusOf<typeof disputeStatusMachine>;
