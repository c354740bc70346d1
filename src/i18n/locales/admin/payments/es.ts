import type { PaymentsTexts } from './en';

const es: PaymentsTexts = {
  title: 'TODO',
};

export default es;
