import type { TFunction } from 'i18next';
import { whyNotText } from '@/components/history/whyNot';
import { refusalOf, type Refusal } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import type { Dispute, DisputeEventType } from './disputesSlice';

/** The administrator's decisions on a dispute, in the order they are offered. */
export const DISPUTE_DECISIONS = [
  'MARK_IN_REVIEW',
  'RESOLVE',
  'REJECT',
] as const satisfies readonly DisputeEventType[];

export interface DisputeDecision {
  type: DisputeEventType;
  /** Why the machine refuses the decision now; null when it is allowed. */
  refusal: Refusal | null;
}

/**
 * Every decision, each with the machine's answer for this dispute: an allowed one is offered, a
 * refused one is shown disabled with its reason (never hidden).
 */
export const disputeDecisionsFor = (dispute: Pick<Dispute, 'status'>): DisputeDecision[] =>
  DISPUTE_DECISIONS.map((type) => ({
    type,
    refusal: refusalOf(disputeStatusMachine, dispute.status, { type }),
  }));

/** The reason a refused decision shows as tooltip and accessible description, in words. */
export const decisionReason = (
  t: TFunction,
  decision: DisputeDecision,
  language: string,
): string | undefined => (decision.refusal ? whyNotText(t, decision.refusal, language) : undefined);
