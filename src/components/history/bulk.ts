import type { TFunction } from 'i18next';
import type { AnyStateMachine } from 'xstate';
import { refusalOf, type EventOf, type Refusal, type StatusOf } from '@/machines/lifecycle';
import { statusInSentence, whyNotText } from './whyNot';

export interface BatchPlan {
  /** The ids whose machine accepts the event, in the selection's order. */
  accepted: string[];
  /** The refused ones, grouped by the machine's reason. */
  skipped: { refusal: Refusal; count: number }[];
}

/** Asks each selected item's machine about one event: which items take it, and why the others do not. */
export function planBatch<M extends AnyStateMachine>(
  machine: M,
  items: readonly { id: string; status: StatusOf<M> }[],
  event: EventOf<M>,
): BatchPlan {
  const accepted: string[] = [];
  const skipped = new Map<string, { refusal: Refusal; count: number }>();
  for (const item of items) {
    const refusal = refusalOf(machine, item.status, event);
    if (!refusal) {
      accepted.push(item.id);
      continue;
    }
    const key = JSON.stringify(refusal);
    const group = skipped.get(key) ?? { refusal, count: 0 };
    group.count += 1;
    skipped.set(key, group);
  }
  return { accepted, skipped: [...skipped.values()] };
}

/** The one toast line of a batch: "3 approved, 1 skipped (already approved)". */
export function batchSummary(t: TFunction, eventType: string, plan: BatchPlan, language: string): string {
  const parts =
    plan.accepted.length > 0
      ? [t(`admin.tools.bulk.applied.${eventType}`, { count: plan.accepted.length })]
      : [];
  for (const { refusal, count } of plan.skipped) {
    const reason =
      refusal.reason === 'guard'
        ? t('admin.tools.bulk.reason.guard')
        : t(`admin.tools.bulk.reason.${refusal.reason}`, {
            status: statusInSentence(t, refusal.status, language),
          });
    parts.push(t('admin.tools.bulk.skipped', { count, reason }));
  }
  return parts.join(', ');
}

/**
 * Why a bulk action none of the selection accepts is disabled: the machine's one reason ("Already
 * suspended."), or, when the items are refused for different reasons, each reason with its count.
 * Undefined when some item accepts it.
 */
export function batchRefusal(
  t: TFunction,
  eventType: string,
  plan: BatchPlan,
  language: string,
): string | undefined {
  if (plan.accepted.length > 0) return undefined;
  const [only, ...others] = plan.skipped;
  if (only && others.length === 0) return whyNotText(t, only.refusal, language);
  return batchSummary(t, eventType, plan, language);
}
