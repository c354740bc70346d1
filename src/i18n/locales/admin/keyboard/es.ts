import type { KeyboardTexts } from './en';

const es: KeyboardTexts = {
  title: 'Atajos de teclado',
};

export default es;
