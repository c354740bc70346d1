import { planBatch, type BatchPlan } from '@/components/history/bulk';
import { nextStatus } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { verificationStatusesChanged } from '@/store/sharedActions';
import { subjectOf, type VerificationEvent, type VerificationQueue } from './verificationSlice';

/**
 * A bulk action on a queue (issue 12): each selected item asks its own machine (`planBatch`); each
 * accepted one is a change of the shared `verificationStatusesChanged` (so approving still verifies
 * its user or company), dispatched once for the batch, so that one Undo restores the whole batch. Returns the plan: which items
 * changed and why the others were skipped.
 */
export const verificationEventsSent =
  ({
    queue,
    itemIds,
    event,
    today,
  }: {
    queue: VerificationQueue;
    itemIds: readonly string[];
    event: VerificationEvent;
    today: string;
  }) =>
  (dispatch: AppDispatch, getState: () => RootState): BatchPlan => {
    const table = getState().verification[queue];
    const items = itemIds.flatMap((id) => table.entities[id] ?? []);
    const plan = planBatch(verificationQueueMachine, items, event);
    const byId = new Map(items.map((item) => [item.id, item]));
    const changes = plan.accepted.map((id) => {
      const item = byId.get(id)!;
      return {
        itemId: id,
        subjectId: subjectOf(item),
        from: item.status,
        to: nextStatus(verificationQueueMachine, item.status, event)!,
      };
    });
    // One action for the whole batch: one store update, one audit entry write, one render.
    if (changes.length > 0) dispatch(verificationStatusesChanged({ queue, changes, today }));
    return plan;
  };
