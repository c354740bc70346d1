import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoable } from '@/components/history/useUndoable';
import { whyNotText } from '@/components/history/whyNot';
import type { RowAction } from '@/components/list/RowActionsMenu';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { nextStatus, refusalOf, statusTone, type Refusal, type StatusTone } from '@/machines/lifecycle';
import {
  USER_STATUS_ACTIONS,
  userStatusMachine,
  type UserStatus,
  type UserStatusEventType,
} from '@/machines/userStatus.machine';
import { userStatusEventSent, type User } from './usersSlice';

export interface UserActionState {
  type: UserStatusEventType;
  /** Why the machine refuses the action for a user in this status; null when it accepts it. */
  refusal: Refusal | null;
  /** The tone of the status the action leads to (error for suspend and reject). */
  tone: StatusTone;
}

const answers = new Map<UserStatus, UserActionState[]>();

/**
 * Every status action an administrator has on a user (spec 2.4: Mark Under Review, Suspend User,
 * Approve User, Reject User), each with the machine's refusal for a user in this status (remembered:
 * the table never changes). A refused action is still shown, disabled, with the machine's reason.
 */
export function userActionStates(status: UserStatus): UserActionState[] {
  let states = answers.get(status);
  if (!states) {
    states = USER_STATUS_ACTIONS.map((type) => {
      const refusal = refusalOf(userStatusMachine, status, { type });
      const target = nextStatus(userStatusMachine, status, { type });
      // A refused action takes the tone of where it leads from a status that accepts it.
      const tone = statusTone(userStatusMachine, target ?? toneTargetOf(type) ?? status);
      return { type, refusal, tone };
    });
    answers.set(status, states);
  }
  return states;
}

/** Where an event leads from the first status that accepts it (for the tone of a refused action). */
function toneTargetOf(type: UserStatusEventType): UserStatus | null {
  for (const status of ['active', 'under_review', 'suspended', 'pending'] as const) {
    const target = nextStatus(userStatusMachine, status, { type });
    if (target !== null) return target;
  }
  return null;
}

/**
 * Sends a status event for a user (from the list's row menu or the detail page's buttons) and shows
 * the spec's toast, chosen by the status the machine moved the user to: "User Status Updated:
 * {name} has been approved / suspended / marked as under review", with "Undo". A refused event
 * changes nothing and shows nothing.
 */
export function useUserStatusEvent(): (
  user: Pick<User, 'id' | 'name' | 'status'>,
  type: UserStatusEventType,
) => void {
  const run = useUndoable();
  const { t } = useTranslation();
  return useCallback(
    (user, type) => {
      const next = nextStatus(userStatusMachine, user.status, { type });
      if (next === null) return;
      run(
        userStatusEventSent({
          id: user.id,
          event: { type },
          today: new Date().toISOString(),
          by: SIGNED_IN_ADMIN_ID,
        }),
        (_result, ticket) =>
          ticket && {
            title: t('admin.users.statusChanged.title'),
            description: t(`admin.users.statusChanged.${next}`, { name: user.name }),
            variant: statusTone(userStatusMachine, next) === 'success' ? 'success' : 'default',
          },
      );
    },
    [run, t],
  );
}

/**
 * The row menu's actions for a user: all four status actions, the ones the machine refuses now
 * disabled with its reason.
 */
export function useUserStatusActions(): (user: Pick<User, 'id' | 'name' | 'status'>) => RowAction[] {
  const send = useUserStatusEvent();
  const { t, i18n } = useTranslation();
  return useCallback(
    (user) =>
      userActionStates(user.status).map(({ type, refusal, tone }) => ({
        key: type,
        label: t(`admin.users.events.${type}`),
        onSelect: () => send(user, type),
        destructive: tone === 'error',
        ...(refusal ? { disabledReason: whyNotText(t, refusal, i18n.language) } : {}),
      })),
    [send, t, i18n.language],
  );
}
