import type { LifecycleTexts } from './en';

const es: LifecycleTexts = {
  title: 'Ciclo de vida',
};

export default es;
