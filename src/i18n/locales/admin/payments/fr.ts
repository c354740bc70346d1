import type { PaymentsTexts } from './en';

const fr: PaymentsTexts = {
  title: 'TODO',
};

export default fr;
