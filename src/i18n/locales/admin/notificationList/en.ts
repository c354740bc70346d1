import type { Widen } from '../../../types';

/** English texts of the notifications screen (admin.notificationList.*): the reference for the other languages. */
const en = {
  description: 'Alerts about users, companies, jobs, payments and disputes.',
  summary: '{{unread}} unread of {{total}}',
  markAllRead: 'Mark All Read',
  allReadTitle: 'All notifications marked as read',
  allReadDescription: 'You have no unread notifications.',
  searchLabel: 'Search notifications',
  searchPlaceholder: 'Search by title or message...',
  typeFilter: 'Type',
  allTypes: 'All Types',
  readFilter: 'Read status',
  readFilters: {
    all: 'All',
    unread: 'Unread',
    read: 'Read',
  },
  tableLabel: 'Notifications',
  columns: {
    notification: 'Notification',
    type: 'Type',
    priority: 'Priority',
    time: 'Time',
    status: 'Status',
  },
  markRead: 'Mark as read',
  markReadLabel: 'Mark {{title}} as read',
  emptyTitle: 'No notifications found',
  emptyHint: 'Try another search or filter.',
};

export type NotificationListTexts = Widen<typeof en>;
export default en satisfies NotificationListTexts;
