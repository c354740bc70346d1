import type { KeyboardTexts } from './en';

const fr: KeyboardTexts = {
  title: 'Raccourcis clavier',
};

export default fr;
