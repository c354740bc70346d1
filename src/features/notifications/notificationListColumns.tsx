import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { PRIORITIES } from '@/fixtures/notifications';
import { MarkReadButton, NotificationSummary, NotificationTime, ReadChip } from './NotificationCells';
import type { Notification } from './notificationsSlice';

/** High sorts above Medium above Low. */
const priorityRank = (n: Notification) => PRIORITIES.length - PRIORITIES.indexOf(n.priority);

/**
 * Spec 9, the notifications table: Notification (dot, title and message), Type, Priority, Time,
 * Status (Read or Unread) and Actions (Mark as read, for unread ones; then `onMarked`).
 */
export function notificationListColumns(
  t: TFunction,
  now: Date,
  onMarked?: () => void,
): DataListColumn<Notification>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'title',
      headerName: t('admin.notificationList.columns.notification'),
      flex: 4,
      hideable: false,
      renderCell: (n) => <NotificationSummary notification={n} />,
    },
    {
      field: 'type',
      headerName: t('admin.notificationList.columns.type'),
      valueGetter: (n) => label(`notifications.types.${n.type}`),
    },
    {
      field: 'priority',
      headerName: t('admin.notificationList.columns.priority'),
      valueGetter: priorityRank,
      exportValue: (n) => label(`notifications.priorities.${n.priority}`),
      renderCell: (n) => t(`notifications.priorities.${n.priority}`),
    },
    {
      field: 'time',
      headerName: t('admin.notificationList.columns.time'),
      flex: 1.2,
      valueGetter: (n) => Date.parse(n.time),
      exportValue: (n) => n.time,
      renderCell: (n) => <NotificationTime iso={n.time} now={now} />,
    },
    {
      field: 'read',
      headerName: t('admin.notificationList.columns.status'),
      valueGetter: (n) => (n.read ? 1 : 0),
      exportValue: (n) =>
        n.read ? label('admin.notificationList.readFilters.read') : label('notifications.unread'),
      renderCell: (n) => <ReadChip read={n.read} />,
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      sortable: false,
      flex: 0.8,
      exportValue: false,
      renderCell: (n) => <MarkReadButton notification={n} onMarked={onMarked} />,
    },
  ];
}
