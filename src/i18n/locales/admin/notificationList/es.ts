import type { NotificationListTexts } from './en';

const es: NotificationListTexts = {
  title: 'TODO',
};

export default es;
