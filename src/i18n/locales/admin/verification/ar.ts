import type { VerificationTexts } from './en';

const ar: VerificationTexts = {
  title: 'TODO',
};

export default ar;
