import { setup } from 'xstate';
import { eventTypesFrom, type EventTypeOf, type LifecycleMeta, type StatusOf } from './lifecycle';

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
    meta: {} as LifecycleMeta,
  },
}).createMachine({
  id: 'userStatus',
  initial: 'active',
  states: {
    active: { meta: { tone: 'success' }, on: { MARK_UNDER_REVIEW: 'under_review', SUSPEND: 'suspended' } },
    pending: { meta: { tone: 'warning' }, on: { VERIFY: 'active' } },
    suspended: { meta: { tone: 'error' }, on: { APPROVE: 'active' } },
    under_review: { meta: { tone: 'info' }, on: { APPROVE: 'active', REJECT: 'suspended' } },
  },
});

export type UserStatus = StatusOf<typeof userStatusMachine>;

export type UserStatusEventType = EventTypeOf<typeof userStatusMachine>;

/**
 * The status actions an administrator is offered on a user (spec 2.4: Mark Under Review, Suspend
 * User, Approve User, Reject User). VERIFY is not one: only approving the user's verification
 * queue item sends it.
 */
export const USER_STATUS_ACTIONS = [
  'MARK_UNDER_REVIEW',
  'SUSPEND',
  'APPROVE',
  'REJECT',
] as const satisfies readonly UserStatusEventType[];

/** The status actions the machine allows for a user in this status, in the spec's order. */
export const userStatusActionsFrom = (status: UserStatus): UserStatusEventType[] => {
  const allowed = eventTypesFrom(userStatusMachine, status);
  return USER_STATUS_ACTIONS.filter((type) => allowed.includes(type));
};
