import { makeStore } from '@/app/store';
import { catalogues } from '@/i18n/catalogues';
import { LANGUAGES } from '@/i18n/languages';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  applicantActionsFrom,
  canAssignBroker,
  canAssignDriver,
  describeDaysToComplete,
  isJobClosed,
  isJobUnderway,
  selectBrokerById,
  selectDriverById,
  selectVerifiedDrivers,
} from './jobDetailSelectors';

describe('job detail: machine questions', () => {
  it('shows progress only for jobs under way (the status ASSIGN_DRIVER leads to)', () => {
    expect(isJobUnderway('in_progress')).toBe(true);
    for (const status of ['active', 'draft', 'completed', 'cancelled'] as const)
      expect(isJobUnderway(status)).toBe(false);
  });

  it('counts no days for closed jobs (no event accepted)', () => {
    expect(isJobClosed('completed')).toBe(true);
    expect(isJobClosed('cancelled')).toBe(true);
    expect(isJobClosed('active')).toBe(false);
    expect(isJobClosed('in_progress')).toBe(false);
  });

  it('offers a driver only to active jobs and a broker to unfinished ones', () => {
    expect(canAssignDriver('active')).toBe(true);
    for (const status of ['draft', 'in_progress', 'completed', 'cancelled'] as const)
      expect(canAssignDriver(status)).toBe(false);
    for (const status of ['active', 'draft', 'in_progress'] as const)
      expect(canAssignBroker(status)).toBe(true);
    expect(canAssignBroker('completed')).toBe(false);
    expect(canAssignBroker('cancelled')).toBe(false);
  });

  it('offers Approve and Reject on pending applicants only', () => {
    expect(applicantActionsFrom('pending')).toEqual(['APPROVE', 'REJECT']);
    expect(applicantActionsFrom('reviewed')).toEqual([]);
    expect(applicantActionsFrom('rejected')).toEqual([]);
  });
});

describe('job detail: days to complete', () => {
  it.each([
    [5, { kind: 'left', days: 5 }],
    [1, { kind: 'left', days: 1 }],
    [0, { kind: 'today', days: 0 }],
    [-0, { kind: 'today', days: 0 }],
    [-2, { kind: 'overdue', days: 2 }],
  ])('%i reads as %j', (days, expected) => {
    expect(describeDaysToComplete(days)).toEqual(expected);
  });
});

describe('job detail: people', () => {
  const store = makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });

  it('offers only the verified drivers', () => {
    const verified = selectVerifiedDrivers(store.getState());
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((driver) => driver.verified)).toBe(true);
    expect(verified).toHaveLength(store.getState().assignments.drivers.filter((d) => d.verified).length);
    expect(selectVerifiedDrivers(store.getState())).toBe(verified);
  });

  it('finds the job’s driver and broker, or null', () => {
    expect(selectDriverById(store.getState(), 'DRV-001')?.name).toBe('David Thompson');
    expect(selectDriverById(store.getState(), null)).toBeNull();
    expect(selectDriverById(store.getState(), 'DRV-999')).toBeNull();
    expect(selectBrokerById(store.getState(), 'BRK-001')?.name).toBe('Emily Chen');
    expect(selectBrokerById(store.getState(), null)).toBeNull();
  });
});

describe('job detail texts', () => {
  // axe label-in-name: "Approve {name}" must contain the visible "Approve", in every language.
  it.each(LANGUAGES)('%s: the applicant buttons’ names contain their visible text', (language) => {
    const texts = catalogues[language].admin.jobDetail.applicants;
    expect(texts.approveNamed.toLowerCase()).toContain(texts.approve.toLowerCase());
    expect(texts.rejectNamed.toLowerCase()).toContain(texts.reject.toLowerCase());
  });
});
