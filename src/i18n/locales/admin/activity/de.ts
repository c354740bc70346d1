import type { ActivityTexts } from './en';

const de: ActivityTexts = {
  title: 'Aktivität',
};

export default de;
