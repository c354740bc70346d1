import type { VerificationTexts } from './en';

const fr: VerificationTexts = {
  title: 'TODO',
};

export default fr;
