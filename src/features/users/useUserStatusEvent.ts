import { useCallback } from 'react';
import { useUndoable } from '@/components/history/useUndoable';
import { whyNotText } from '@/components/history/whyNot';
import type { RowAction } from '@/components/list/RowActionsMenu';
import { useLocale } from '@/i18n/locale';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { actionStatesFrom, nextStatus, statusTone } from '@/machines/lifecycle';
import {
  USER_STATUS_ACTIONS,
  userStatusMachine,
  type UserStatus,
  type UserStatusEventType,
} from '@/machines/userStatus.machine';
import { userStatusEventSent, type User } from './usersSlice';

/**
 * Every status action an administrator has on a user (spec 2.4: Mark Under Review, Suspend User,
 * Approve User, Reject User), each with the machine's answer for a user in this status. A refused
 * action is still shown, disabled, with the machine's reason.
 */
export const userActionStates = (status: UserStatus) =>
  actionStatesFrom(userStatusMachine, USER_STATUS_ACTIONS, status);

/**
 * Sends a status event for a user (from the list's row menu or the detail page's buttons) and shows
 * the spec's toast word for word, chosen by the status the machine moved the user to: "User Status
 * Updated: User has been approved. / suspended. / marked as under review." (the name is on the
 * screen already), with "Undo". A refused event changes nothing and shows nothing.
 */
export function useUserStatusEvent(): (
  user: Pick<User, 'id' | 'name' | 'status'>,
  type: UserStatusEventType,
) => void {
  const run = useUndoable();
  const { t } = useLocale();
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
            description: t(`admin.users.statusChanged.${next}`),
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
  const { t, language } = useLocale();
  return useCallback(
    (user) =>
      userActionStates(user.status).map(({ type, refusal, tone }) => ({
        key: type,
        label: t(`admin.users.events.${type}`),
        onSelect: () => send(user, type),
        destructive: tone === 'error',
        ...(refusal ? { disabledReason: whyNotText(t, refusal, language) } : {}),
      })),
    [send, t, language],
  );
}
