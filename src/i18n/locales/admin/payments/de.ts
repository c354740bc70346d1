import type { PaymentsTexts } from './en';

const de: PaymentsTexts = {
  title: 'TODO',
};

export default de;
