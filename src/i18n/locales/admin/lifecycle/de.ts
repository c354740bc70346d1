import type { LifecycleTexts } from './en';

const de: LifecycleTexts = {
  title: 'Lebenszyklus',
};

export default de;
