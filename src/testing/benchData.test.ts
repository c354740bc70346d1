import { isJobsState } from '@/features/jobs/jobsSlice';
import { isPaymentsState } from '@/features/payments/paymentsSlice';
import { isUsersState } from '@/features/users/usersSlice';
import { isVerificationState } from '@/features/verification/verificationSlice';
import { benchDomains } from './benchData';

describe('benchDomains', () => {
  const data = benchDomains(1000);

  it('makes the asked number of users, jobs and payments, each passing its domain check', () => {
    expect(data.users.ids).toHaveLength(1000);
    expect(data.jobs.ids).toHaveLength(1000);
    expect(data.payments.ids).toHaveLength(1000);
    expect(isUsersState(data.users)).toBe(true);
    expect(isJobsState(data.jobs)).toBe(true);
    expect(isPaymentsState(data.payments)).toBe(true);
  });

  it('queues one pending verification per user (for the bulk approve), linked to that user', () => {
    expect(data.verification.users.ids).toHaveLength(1000);
    expect(isVerificationState(data.verification)).toBe(true);
    const first = data.verification.users.entities[data.verification.users.ids[0]!]!;
    expect(first.userId).toBe(data.users.ids[0]);
    expect(first.name).toBe(data.users.entities[first.userId]!.name);
  });

  it('is the same on every run (seeded, fixed reference date)', () => {
    expect(JSON.stringify(benchDomains(1000))).toBe(JSON.stringify(data));
  });
});
