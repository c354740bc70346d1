import { setup } from 'xstate';
import type { StatusOf } from './lifecycle';

/**
 * Spec 4, user status. The list shows active, pending and suspended; the driver detail uses
 * active, suspended and under_review. Pending users count as pending verification: they have no
 * status action of their own, and approving them in the verification queue sends VERIFY, which
 * makes them active (docs/decisions.md).
 */
export const userStatusMachine = setup({
  types: {
    events: {} as
      | { type: 'MARK_UNDER_REVIEW' }
      | { type: 'SUSPEND' }
      | { type: 'APPROVE' }
      | { type: 'REJECT' }
      | { type: 'VERIFY' },
  },
}).createMachine({
  id: 'userStatus',
  initial: 'active',
  states: {
    active: { on: { MARK_UNDER_REVIEW: 'under_review', SUSPEND: 'suspended' } },
    pending: { on: { VERIFY: 'active' } },
    suspended: { on: { APPROVE: 'active' } },
    under_review: { on: { APPROVE: 'active', REJECT: 'suspended' } },
  },
});

export type UserStatus = StatusOf<typeof userStatusMachine>;
