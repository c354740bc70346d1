import type { KeyboardTexts } from './en';

const ar: KeyboardTexts = {
  title: 'اختصارات لوحة المفاتيح',
};

export default ar;
