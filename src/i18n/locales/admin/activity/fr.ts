import type { ActivityTexts } from './en';

const fr: ActivityTexts = {
  title: 'Activité',
};

export default fr;
