import type { ProfileTexts } from './en';

const de: ProfileTexts = {
  description: 'Ihre Angaben, wie der Marktplatz sie zeigt.',
};

export default de;
