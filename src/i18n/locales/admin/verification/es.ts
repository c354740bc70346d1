import type { VerificationTexts } from './en';

const es: VerificationTexts = {
  title: 'TODO',
};

export default es;
