import type { PaymentsTexts } from './en';

const ar: PaymentsTexts = {
  title: 'TODO',
};

export default ar;
