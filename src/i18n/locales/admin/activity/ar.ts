import type { ActivityTexts } from './en';

const ar: ActivityTexts = {
  title: 'النشاط',
};

export default ar;
