import type { DataToolsTexts } from './en';

const ar: DataToolsTexts = {
  title: 'أدوات البيانات',
};

export default ar;
