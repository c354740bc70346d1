import type { LifecycleTexts } from './en';

const ar: LifecycleTexts = {
  title: 'دورة الحياة',
};

export default ar;
