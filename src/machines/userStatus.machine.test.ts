import { describeLifecycle } from '@/testing/lifecycleSuite';
import { userStatusMachine } from './userStatus.machine';

// Spec 4, "User status", as written there, plus VERIFY from pending (docs/decisions.md).
describeLifecycle(
  userStatusMachine,
  {
    active: { MARK_UNDER_REVIEW: 'under_review', SUSPEND: 'suspended' },
    pending: { VERIFY: 'active' },
    suspended: { APPROVE: 'active' },
    under_review: { APPROVE: 'active', REJECT: 'suspended' },
  },
  [
    { type: 'MARK_UNDER_REVIEW' },
    { type: 'SUSPEND' },
    { type: 'APPROVE' },
    { type: 'REJECT' },
    { type: 'VERIFY' },
  ],
);
