import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import { useUndoable } from '@/components/history/useUndoable';
import { usePageTime } from '@/components/usePageTime';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { NotificationListCard } from './NotificationListCard';
import { notificationListColumns } from './notificationListColumns';
import { NotificationListFilters } from './NotificationListFilters';
import { NOTIFICATION_LIST_FILTERS, notificationFiltersFrom } from './notificationListFilters';
import {
  allNotificationsRead,
  selectFilteredNotifications,
  selectNotificationTotal,
  selectUnreadCount,
  type Notification,
} from './notificationsSlice';

const notificationId = (n: Notification) => n.id;

/**
 * Spec 9, Notifications: search over title and message, the type and read filters (in the URL:
 * `?q=&type=&read=`), the notifications newest first (unread ones with a dot), Mark as read per
 * notification and Mark All Read, which also empties the bell's badge (its toast offers Undo).
 */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const run = useUndoable();
  const now = usePageTime();
  const params = useListParams(NOTIFICATION_LIST_FILTERS);
  const filters = notificationFiltersFrom(params.query, params.filters);
  const rows = useAppSelector((state) => selectFilteredNotifications(state, filters));
  const unread = useAppSelector(selectUnreadCount);
  const total = useAppSelector(selectNotificationTotal);
  // A marked notification's button goes away: the focus moves to the count, which says the new one.
  const summaryId = useId();
  const focusSummary = useCallback(() => document.getElementById(summaryId)?.focus(), [summaryId]);
  const columns = useMemo(
    () => notificationListColumns(t, now, focusSummary),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers change with the language
    [t, now, focusSummary, i18n.language],
  );
  const number = numberFormat(i18n.language);

  const markAllRead = () => {
    // Undo makes unread again exactly the notifications this marked read.
    run(allNotificationsRead(), {
      title: t('admin.notificationList.allReadTitle'),
      description: t('admin.notificationList.allReadDescription'),
      variant: 'success',
    });
  };

  return (
    <>
      <PageHeader
        title={t('pages.notifications')}
        description={t('admin.notificationList.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            onClick={markAllRead}
            disabled={unread === 0}
          >
            {t('admin.notificationList.markAllRead')}
          </Button>
        }
      />
      <Typography id={summaryId} tabIndex={-1} color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.notificationList.summary', {
          unread: number.format(unread),
          total: number.format(total),
        })}
      </Typography>
      <NotificationListFilters params={params} />
      <DataList
        listId="notifications"
        rows={rows}
        columns={columns}
        getRowId={notificationId}
        renderCard={(n) => <NotificationListCard notification={n} now={now} onMarked={focusSummary} />}
        ariaLabel={t('admin.notificationList.tableLabel')}
        emptyTitle={t('admin.notificationList.emptyTitle')}
        emptyHint={t('admin.notificationList.emptyHint')}
      />
    </>
  );
}
