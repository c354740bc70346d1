import type { NotificationListTexts } from './en';

const fr: NotificationListTexts = {
  title: 'TODO',
};

export default fr;
