import type { DisputesTexts } from './en';

const ar: DisputesTexts = {
  title: 'TODO',
};

export default ar;
