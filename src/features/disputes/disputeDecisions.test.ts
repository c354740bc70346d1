import i18n from 'i18next';
import { disputeDecisionsFor, decisionReason, DISPUTE_DECISIONS } from './disputeDecisions';

describe('dispute decisions', () => {
  it('offers every decision on every dispute, with the machine saying which are refused and why', () => {
    const allowed = (status: Parameters<typeof disputeDecisionsFor>[0]['status']) =>
      disputeDecisionsFor({ status })
        .filter((d) => d.refusal === null)
        .map((d) => d.type);
    expect(allowed('open')).toEqual(['MARK_IN_REVIEW', 'RESOLVE', 'REJECT']);
    expect(allowed('in_review')).toEqual(['RESOLVE', 'REJECT']);
    expect(allowed('resolved')).toEqual([]);
    expect(allowed('rejected')).toEqual([]);
    for (const status of ['open', 'in_review', 'resolved', 'rejected'] as const) {
      expect(disputeDecisionsFor({ status }).map((d) => d.type)).toEqual([...DISPUTE_DECISIONS]);
    }
    expect(disputeDecisionsFor({ status: 'resolved' }).map((d) => d.refusal)).toEqual([
      { reason: 'state', status: 'resolved' },
      { reason: 'already', status: 'resolved' },
      { reason: 'state', status: 'resolved' },
    ]);
  });

  it('words a refusal from the catalogue, and none for an allowed decision', () => {
    const t = i18n.getFixedT('en');
    const [mark, resolve] = disputeDecisionsFor({ status: 'in_review' });
    expect(decisionReason(t, resolve!, 'en')).toBeUndefined();
    expect(decisionReason(t, mark!, 'en')).toBe('Already in review.');
  });
});
