import type { DisputesTexts } from './en';

const de: DisputesTexts = {
  title: 'TODO',
};

export default de;
