import type { VerificationTexts } from './en';

const de: VerificationTexts = {
  title: 'TODO',
};

export default de;
