import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/components/list/RowActionsMenu';
import { showToast } from '@/components/toast';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { nextStatus, statusTone } from '@/machines/lifecycle';
import {
  userStatusActionsFrom,
  userStatusMachine,
  type UserStatusEventType,
} from '@/machines/userStatus.machine';
import { useAppDispatch } from '@/store/hooks';
import { userStatusEventSent, type User } from './usersSlice';

/**
 * Sends a status event for a user (from the list's row menu or the detail page's buttons) and shows
 * the spec's toast, chosen by the status the machine moved the user to: "User Status Updated:
 * {name} has been approved / suspended / marked as under review". A refused event changes nothing.
 */
export function useUserStatusEvent(): (
  user: Pick<User, 'id' | 'name' | 'status'>,
  type: UserStatusEventType,
) => void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    (user, type) => {
      const next = nextStatus(userStatusMachine, user.status, { type });
      if (next === null) return;
      dispatch(
        userStatusEventSent({
          id: user.id,
          event: { type },
          today: new Date().toISOString(),
          by: SIGNED_IN_ADMIN_ID,
        }),
      );
      showToast({
        title: t('admin.users.statusChanged.title'),
        description: t(`admin.users.statusChanged.${next}`, { name: user.name }),
        variant: statusTone(userStatusMachine, next) === 'success' ? 'success' : 'default',
      });
    },
    [dispatch, t],
  );
}

/** The row menu's actions for a user: exactly the status actions the machine allows now. */
export function useUserStatusActions(): (user: Pick<User, 'id' | 'name' | 'status'>) => RowAction[] {
  const send = useUserStatusEvent();
  const { t } = useTranslation();
  return useCallback(
    (user) =>
      userStatusActionsFrom(user.status).map((type) => ({
        key: type,
        label: t(`admin.users.events.${type}`),
        onSelect: () => send(user, type),
        destructive:
          statusTone(
            userStatusMachine,
            nextStatus(userStatusMachine, user.status, { type }) ?? user.status,
          ) === 'error',
      })),
    [send, t],
  );
}
