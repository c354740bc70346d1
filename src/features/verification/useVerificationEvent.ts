import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, type ToastVariant } from '@/components/toast';
import { eventTypesFrom } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import { useAppDispatch } from '@/store/hooks';
import {
  verificationEventSent,
  type VerificationEvent,
  type VerificationQueue,
  type VerificationStatus,
} from './verificationSlice';

export type QueueEventType = VerificationEvent['type'];

/** The row buttons, in the order they are shown (spec 4: Approve, Reject, Mark Under Review). */
export const QUEUE_ACTIONS = [
  'APPROVE',
  'REJECT',
  'MARK_UNDER_REVIEW',
] as const satisfies readonly QueueEventType[];

const offered = new Map<VerificationStatus, QueueEventType[]>();

/** The actions the machine allows for an item in this status (remembered: the table never changes). */
export function queueActionsFrom(status: VerificationStatus): QueueEventType[] {
  let actions = offered.get(status);
  if (!actions) {
    const allowed = eventTypesFrom(verificationQueueMachine, status);
    actions = QUEUE_ACTIONS.filter((type) => allowed.includes(type));
    offered.set(status, actions);
  }
  return actions;
}

/**
 * Spec 4's toasts, chosen by the status the item reached (not by the button that sent the event):
 * `admin.verification.toasts.<status>.<queue>` and its description.
 */
const RESULT_TOASTS: Partial<Record<VerificationStatus, ToastVariant>> = {
  approved: 'success',
  rejected: 'destructive',
  under_review: 'default',
};

interface QueueSubject {
  id: string;
  name: string;
}

/**
 * Sends a reviewer's event for a queue item through the verification thunk (the machine decides;
 * approving also verifies the user or company) and shows the toast of the resulting status. A
 * refused event changes nothing and shows nothing.
 */
export function useVerificationEvent(
  queue: VerificationQueue,
): (item: QueueSubject, type: QueueEventType) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    (item, type) => {
      const to = dispatch(
        verificationEventSent({ queue, itemId: item.id, event: { type }, today: new Date().toISOString() }),
      );
      const variant = to === null ? undefined : RESULT_TOASTS[to];
      if (to === null || variant === undefined) return;
      showToast({
        title: t(`admin.verification.toasts.${to}.${queue}`),
        description: t(`admin.verification.toasts.${to}.description`, { name: item.name }),
        variant,
      });
    },
    [dispatch, queue, t],
  );
}
