import { describeLifecycle } from '@/testing/lifecycleSuite';
import { applicantMachine } from './applicant.machine';
import { assignmentMachine } from './assignment.machine';
import { driverDocumentMachine } from './driverDocument.machine';
import { jobMachine } from './job.machine';
import { nextStatus, refusalOf, statusHasTag } from './lifecycle';
import { companyStatusMachine, disputeStatusMachine, paymentStatusMachine } from './statusSets.machine';
import { verificationQueueMachine } from './verificationQueue.machine';

// Each table is spec 4 as written there (docs/decisions.md notes where the spec is silent).

describeLifecycle(
  driverDocumentMachine,
  {
    verified: { MARK_PENDING: 'pending', REJECT: 'rejected' },
    pending: { VERIFY: 'verified', REJECT: 'rejected' },
    rejected: { VERIFY: 'verified' },
  },
  [{ type: 'VERIFY' }, { type: 'MARK_PENDING' }, { type: 'REJECT' }],
);

describeLifecycle(
  verificationQueueMachine,
  {
    pending: { MARK_UNDER_REVIEW: 'under_review', APPROVE: 'approved', REJECT: 'rejected' },
    under_review: { APPROVE: 'approved', REJECT: 'rejected' },
    approved: {},
    rejected: { APPROVE: 'approved' },
  },
  [{ type: 'MARK_UNDER_REVIEW' }, { type: 'APPROVE' }, { type: 'REJECT' }],
);

describeLifecycle(
  jobMachine,
  {
    active: { ASSIGN_DRIVER: 'in_progress', ASSIGN_BROKER: 'active', PAUSE: 'draft' },
    draft: { ASSIGN_BROKER: 'draft', POST: 'active' },
    completed: {},
    cancelled: {},
    in_progress: { ASSIGN_BROKER: 'in_progress' },
  },
  [
    { type: 'ASSIGN_DRIVER', driverVerified: true },
    { type: 'ASSIGN_BROKER' },
    { type: 'PAUSE' },
    { type: 'POST' },
  ],
);

describeLifecycle(
  applicantMachine,
  { pending: { APPROVE: 'reviewed', REJECT: 'rejected' }, reviewed: {}, rejected: {} },
  [{ type: 'APPROVE' }, { type: 'REJECT' }],
);

describeLifecycle(
  assignmentMachine,
  { unassigned: { ASSIGN_DRIVER: 'assigned' }, assigned: {}, in_progress: {}, completed: {} },
  [{ type: 'ASSIGN_DRIVER', driverVerified: true }],
);

describeLifecycle(companyStatusMachine, { active: {}, pending: {}, suspended: {} }, [{ type: 'NONE' }]);
describeLifecycle(paymentStatusMachine, { completed: {}, pending: {}, failed: {} }, [{ type: 'NONE' }]);
describeLifecycle(
  disputeStatusMachine,
  {
    open: { MARK_IN_REVIEW: 'in_review', RESOLVE: 'resolved', REJECT: 'rejected' },
    in_review: { RESOLVE: 'resolved', REJECT: 'rejected' },
    resolved: {},
    rejected: {},
  },
  [{ type: 'MARK_IN_REVIEW' }, { type: 'RESOLVE' }, { type: 'REJECT' }],
);

describe('guards and tags', () => {
  it('assigns only verified drivers to an assignment', () => {
    expect(
      nextStatus(assignmentMachine, 'unassigned', { type: 'ASSIGN_DRIVER', driverVerified: false }),
    ).toBeNull();
    expect(nextStatus(assignmentMachine, 'unassigned', { type: 'ASSIGN_DRIVER', driverVerified: true })).toBe(
      'assigned',
    );
  });

  it('assigns only verified drivers to a job, through the same named guard', () => {
    const unverified = { type: 'ASSIGN_DRIVER', driverVerified: false } as const;
    expect(nextStatus(jobMachine, 'active', unverified)).toBeNull();
    expect(refusalOf(jobMachine, 'active', unverified)).toEqual({
      reason: 'guard',
      guard: 'driverIsVerified',
    });
    expect(nextStatus(jobMachine, 'active', { type: 'ASSIGN_DRIVER', driverVerified: true })).toBe(
      'in_progress',
    );
    // A job that takes no driver is refused for its status, verified driver or not.
    expect(refusalOf(jobMachine, 'draft', unverified)).toEqual({ reason: 'state', status: 'draft' });
  });

  it('tags the approved verification state as verified, and only that one', () => {
    expect(statusHasTag(verificationQueueMachine, 'approved', 'verified')).toBe(true);
    for (const status of ['pending', 'under_review', 'rejected'] as const) {
      expect(statusHasTag(verificationQueueMachine, status, 'verified')).toBe(false);
    }
  });

  it('tags open and in-review disputes as awaiting a decision, resolved and rejected as decided', () => {
    const tagged = (tag: string) =>
      (['open', 'in_review', 'resolved', 'rejected'] as const).filter((status) =>
        statusHasTag(disputeStatusMachine, status, tag),
      );
    expect(tagged('awaitsDecision')).toEqual(['open', 'in_review']);
    expect(tagged('decided')).toEqual(['resolved', 'rejected']);
  });

  it('tags active jobs as open to applicants', () => {
    expect(statusHasTag(jobMachine, 'active', 'open')).toBe(true);
    expect(statusHasTag(jobMachine, 'in_progress', 'open')).toBe(false);
  });

  it('lets only jobs nobody works on yet be edited (active and draft)', () => {
    const editable = (['active', 'draft', 'completed', 'cancelled', 'in_progress'] as const).filter(
      (status) => statusHasTag(jobMachine, status, 'editable'),
    );
    expect(editable).toEqual(['active', 'draft']);
  });
});
