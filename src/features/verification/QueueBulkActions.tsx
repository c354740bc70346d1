import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { batchRefusal, batchSummary, planBatch, type BatchPlan } from '@/components/history/bulk';
import { useUndoable } from '@/components/history/useUndoable';
import { Refusable } from '@/components/history/Refusable';
import { BulkActionBar } from '@/components/list/BulkActionBar';
import { nextStatus } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import { QUEUE_ACTION_LOOKS } from './QueueActions';
import { QUEUE_ACTIONS, queueToastVariant } from './useVerificationEvent';
import { verificationEventsSent } from './verificationBatch';
import type { VerificationQueue, VerificationStatus } from './verificationSlice';

interface QueueBulkActionsProps {
  queue: VerificationQueue;
  /** The selected items, as the list shows them. */
  selected: readonly { id: string; status: VerificationStatus }[];
  onClear: () => void;
}

/**
 * The queue's bulk toolbar (issue 12): the selection's count and Approve, Reject, Mark Under Review.
 * Each selected item asks its own machine; an action none of them accepts is shown disabled with
 * the machine's reasons. One toast says what happened ("3 approved, 1 skipped (already approved)")
 * and its Undo restores the whole batch. The selection clears after the action.
 */
export function QueueBulkActions({ queue, selected, onClear }: QueueBulkActionsProps) {
  const { t, i18n } = useTranslation();
  const run = useUndoable();
  const plans = useMemo(
    () =>
      QUEUE_ACTIONS.map((type) => ({ type, plan: planBatch(verificationQueueMachine, selected, { type }) })),
    [selected],
  );

  const apply = (type: (typeof QUEUE_ACTIONS)[number]) => {
    const statusOf = new Map(selected.map((item) => [item.id, item.status]));
    run<BatchPlan>(
      verificationEventsSent({
        queue,
        itemIds: selected.map((item) => item.id),
        event: { type },
        today: new Date().toISOString(),
      }),
      (plan) => {
        const first = plan.accepted[0] === undefined ? undefined : statusOf.get(plan.accepted[0]);
        const reached = first === undefined ? null : nextStatus(verificationQueueMachine, first, { type });
        return {
          title: reached ? batchSummary(t, type, plan, i18n.language) : t('admin.tools.bulk.noneApplied'),
          ...(reached ? {} : { description: batchSummary(t, type, plan, i18n.language) }),
          variant: reached ? queueToastVariant(reached) : 'default',
        };
      },
    );
    onClear();
  };

  return (
    <BulkActionBar count={selected.length} onClear={onClear}>
      {plans.map(({ type, plan }) => {
        const { colour, Icon } = QUEUE_ACTION_LOOKS[type];
        const reason = batchRefusal(t, type, plan, i18n.language);
        return (
          <Refusable key={type} reason={reason}>
            <Button
              size="small"
              variant="contained"
              color={reason ? 'inherit' : colour}
              startIcon={<Icon aria-hidden />}
              onClick={() => apply(type)}
              disableElevation
            >
              {t(`admin.verification.actions.${type}`)}
            </Button>
          </Refusable>
        );
      })}
    </BulkActionBar>
  );
}
