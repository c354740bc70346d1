import { planBatch, type BatchPlan } from '@/components/history/bulk';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { verificationStatusChanged } from '@/store/sharedActions';
import {
  nextVerificationStatus,
  subjectOf,
  type VerificationEvent,
  type VerificationQueue,
} from './verificationSlice';

/**
 * A bulk action on a queue (issue 12): each selected item asks its own machine (`planBatch`); each
 * accepted one becomes the shared `verificationStatusChanged` (so approving still verifies its user
 * or company). One thunk, so that one Undo restores the whole batch. Returns the plan: which items
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
    for (const id of plan.accepted) {
      const item = byId.get(id)!;
      const to = nextVerificationStatus(item.status, event)!;
      dispatch(
        verificationStatusChanged({
          queue,
          itemId: id,
          subjectId: subjectOf(item),
          from: item.status,
          to,
          today,
        }),
      );
    }
    return plan;
  };
