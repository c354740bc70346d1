import { useCallback } from 'react';
import { toastVariantOfTone } from '@/components/history/tone';
import { useUndoable } from '@/components/history/useUndoable';
import type { ToastVariant } from '@/components/toast';
import { useLocale } from '@/i18n/locale';
import { actionStatesFrom, statusTone } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
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

/**
 * Every queue action, each with the machine's answer for an item in this status. A refused action
 * is still shown, disabled, with the machine's reason.
 */
export const queueActionStates = (status: VerificationStatus) =>
  actionStatesFrom(verificationQueueMachine, QUEUE_ACTIONS, status);

/**
 * Spec 4's toasts are chosen by the status the item reached (not by the button that sent the
 * event): `admin.verification.toasts.<status>.<queue>`, styled by the machine's tone of it
 * (approved green, rejected red, under review plain).
 */
export const queueToastVariant = (status: VerificationStatus): ToastVariant =>
  toastVariantOfTone(statusTone(verificationQueueMachine, status));

interface QueueSubject {
  id: string;
  name: string;
}

/**
 * Sends a reviewer's event for a queue item through the verification thunk (the machine decides;
 * approving also verifies the user or company) and shows the toast of the resulting status, with
 * "Undo". A refused event changes nothing and shows nothing.
 */
export function useVerificationEvent(
  queue: VerificationQueue,
): (item: QueueSubject, type: QueueEventType) => void {
  const run = useUndoable();
  const { t } = useLocale();
  return useCallback(
    (item, type) => {
      run<VerificationStatus | null>(
        verificationEventSent({ queue, itemId: item.id, event: { type }, today: new Date().toISOString() }),
        (to) => {
          if (to === null) return null;
          return {
            title: t(`admin.verification.toasts.${to}.${queue}`),
            description: t(`admin.verification.toasts.${to}.description`, { name: item.name }),
            variant: queueToastVariant(to),
          };
        },
      );
    },
    [queue, run, t],
  );
}
