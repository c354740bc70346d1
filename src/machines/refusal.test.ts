import { assignmentMachine } from './assignment.machine';
import { actionStatesFrom, eventTone, eventsBetween, refusalOf, transitionsOf } from './lifecycle';
import { disputeStatusMachine } from './statusSets.machine';
import { USER_STATUS_ACTIONS, userStatusMachine } from './userStatus.machine';
import { verificationQueueMachine } from './verificationQueue.machine';

describe('why the machine says no', () => {
  it('accepts what the table allows', () => {
    expect(refusalOf(userStatusMachine, 'active', { type: 'SUSPEND' })).toBeNull();
  });

  it('names a failed guard', () => {
    expect(
      refusalOf(assignmentMachine, 'unassigned', { type: 'ASSIGN_DRIVER', driverVerified: false }),
    ).toEqual({ reason: 'guard', guard: 'driverIsVerified' });
  });

  it('says "already" when the event leads to the status the item is in', () => {
    expect(refusalOf(verificationQueueMachine, 'approved', { type: 'APPROVE' })).toEqual({
      reason: 'already',
      status: 'approved',
    });
    expect(refusalOf(userStatusMachine, 'suspended', { type: 'SUSPEND' })).toEqual({
      reason: 'already',
      status: 'suspended',
    });
  });

  it('otherwise blames the status', () => {
    expect(refusalOf(userStatusMachine, 'pending', { type: 'SUSPEND' })).toEqual({
      reason: 'state',
      status: 'pending',
    });
    expect(refusalOf(disputeStatusMachine, 'resolved', { type: 'REJECT' })).toEqual({
      reason: 'state',
      status: 'resolved',
    });
  });
});

describe('reading the table', () => {
  it('lists every transition with its guard', () => {
    expect(transitionsOf(assignmentMachine)).toEqual([
      { from: 'unassigned', event: 'ASSIGN_DRIVER', to: 'assigned', guard: 'driverIsVerified' },
    ]);
    expect(transitionsOf(disputeStatusMachine)).toHaveLength(5);
  });

  it('names the events between two statuses', () => {
    expect(eventsBetween(verificationQueueMachine, 'pending', 'approved')).toEqual(['APPROVE']);
    expect(eventsBetween(userStatusMachine, 'active', 'pending')).toEqual([]);
  });
});

describe('the actions a screen offers', () => {
  it('answers each action for a status: where it leads, or why not, and how it reads', () => {
    expect(actionStatesFrom(userStatusMachine, USER_STATUS_ACTIONS, 'active')).toEqual([
      { type: 'MARK_UNDER_REVIEW', next: 'under_review', refusal: null, tone: 'info' },
      { type: 'SUSPEND', next: 'suspended', refusal: null, tone: 'error' },
      { type: 'APPROVE', next: null, refusal: { reason: 'already', status: 'active' }, tone: 'success' },
      { type: 'REJECT', next: null, refusal: { reason: 'state', status: 'active' }, tone: 'error' },
    ]);
  });

  it("reads an event's tone from the table, whatever the item", () => {
    expect(eventTone(userStatusMachine, 'SUSPEND')).toBe('error');
    expect(eventTone(disputeStatusMachine, 'RESOLVE')).toBe('success');
  });
});
