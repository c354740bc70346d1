import { setup } from 'xstate';
import type { StatusOf } from './lifecycle';

/**
 * Spec 4, user status. The list shows active, pending and suspended; the driver detail uses
 * active, suspended and under_review. Pending users count as pending verification and have no
 * status action of their own (verification happens in the verification queue).
 */
export const userStatusMachine = setup({
  types: {
    events: {} as { type: 'MARK_UNDER_REVIEW' } | { type: 'SUSPEND' } | { type: 'APPROVE' } | { type: 'REJECT' },
  },
}).createMachine({
  id: 'userStatus',
  initial: 'active',
  states: {
    active: { on: { MARK_UNDER_REVIEW: 'under_review', SUSPEND: 'suspended' } },
    pending: {},
    suspended: { on: { APPROVE: 'active' } },
    under_review: { on: { APPROVE: 'active', REJECT: 'suspended' } },
  },
});

export type UserStatus = StatusOf<typeof userStatusMachine>;
