import type { KeyboardTexts } from './en';

const de: KeyboardTexts = {
  title: 'Tastenkürzel',
};

export default de;
