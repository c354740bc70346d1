import type { NotificationListTexts } from './en';

const de: NotificationListTexts = {
  title: 'TODO',
};

export default de;
