import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { buttonColourOfTone } from '@/components/history/tone';
import { batchRefusal, batchSummary, planBatch, type BatchPlan } from '@/components/history/bulk';
import { useUndoable } from '@/components/history/useUndoable';
import { Refusable } from '@/components/history/Refusable';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { eventTone } from '@/machines/lifecycle';
import {
  USER_STATUS_ACTIONS,
  userStatusMachine,
  type UserStatusEventType,
} from '@/machines/userStatus.machine';
import { userStatusEventsSent, type User } from './usersSlice';

type Selected = Pick<User, 'id' | 'status'>;

/** What each selected user's machine says about one status action. */
export const planUserBatch = (users: readonly Selected[], type: UserStatusEventType): BatchPlan =>
  planBatch(userStatusMachine, users, { type });

/**
 * The bulk status actions of the user list (issue 12): Mark Under Review, Suspend, Approve,
 * Reject. Each selected user asks its own machine; one action changes them all, so one toast says
 * what happened ("3 suspended, 1 skipped (already suspended)") and one Undo restores the batch. An
 * action that no selected user's machine accepts stays shown, disabled, with the reason.
 */
export function UserBulkActions({ users, onDone }: { users: readonly Selected[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const run = useUndoable();

  const apply = (type: UserStatusEventType) => {
    const plan = planUserBatch(users, type);
    if (plan.accepted.length === 0) return;
    run(
      userStatusEventsSent({
        ids: plan.accepted,
        event: { type },
        today: new Date().toISOString(),
        by: SIGNED_IN_ADMIN_ID,
      }),
      (_result, ticket) =>
        ticket && {
          title: t('admin.users.statusChanged.title'),
          description: batchSummary(t, type, plan, i18n.language),
          variant: eventTone(userStatusMachine, type) === 'success' ? 'success' : 'default',
        },
    );
    onDone();
  };

  return USER_STATUS_ACTIONS.map((type) => {
    const reason = batchRefusal(t, type, planUserBatch(users, type), i18n.language);
    return (
      <Refusable key={type} reason={reason}>
        <Button
          size="small"
          variant={reason ? 'outlined' : 'contained'}
          color={buttonColourOfTone(eventTone(userStatusMachine, type))}
          onClick={() => apply(type)}
        >
          {t(`admin.userList.bulk.${type}`)}
        </Button>
      </Refusable>
    );
  });
}
