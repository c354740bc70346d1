import type { NotificationListTexts } from './en';

const ar: NotificationListTexts = {
  title: 'TODO',
};

export default ar;
