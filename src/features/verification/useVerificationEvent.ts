import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoable } from '@/components/history/useUndoable';
import type { ToastVariant } from '@/components/toast';
import { refusalOf, type Refusal } from '@/machines/lifecycle';
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

export interface QueueActionState {
  type: QueueEventType;
  /** Why the machine refuses the action for an item in this status; null when it accepts it. */
  refusal: Refusal | null;
}

const answers = new Map<VerificationStatus, QueueActionState[]>();

/**
 * Every queue action, each with the machine's refusal for an item in this status (remembered: the
 * table never changes). A refused action is still shown, disabled, with the machine's reason.
 */
export function queueActionStates(status: VerificationStatus): QueueActionState[] {
  let states = answers.get(status);
  if (!states) {
    states = QUEUE_ACTIONS.map((type) => ({
      type,
      refusal: refusalOf(verificationQueueMachine, status, { type }),
    }));
    answers.set(status, states);
  }
  return states;
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

/** The toast style of an item that reached `status` (single and bulk actions alike). */
export const queueToastVariant = (status: VerificationStatus): ToastVariant =>
  RESULT_TOASTS[status] ?? 'default';

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
  const { t } = useTranslation();
  return useCallback(
    (item, type) => {
      run<VerificationStatus | null>(
        verificationEventSent({ queue, itemId: item.id, event: { type }, today: new Date().toISOString() }),
        (to) => {
          const variant = to === null ? undefined : RESULT_TOASTS[to];
          if (to === null || variant === undefined) return null;
          return {
            title: t(`admin.verification.toasts.${to}.${queue}`),
            description: t(`admin.verification.toasts.${to}.description`, { name: item.name }),
            variant,
          };
        },
      );
    },
    [queue, run, t],
  );
}
