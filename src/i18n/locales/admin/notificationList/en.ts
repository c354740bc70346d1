import type { Widen } from '../../../types';

/** English texts of the notifications screen (admin.notificationList.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type NotificationListTexts = Widen<typeof en>;
export default en satisfies NotificationListTexts;
