import type { LifecycleTexts } from './en';

const fr: LifecycleTexts = {
  title: 'Cycle de vie',
};

export default fr;
