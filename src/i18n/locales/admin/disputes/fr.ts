import type { DisputesTexts } from './en';

const fr: DisputesTexts = {
  title: 'TODO',
};

export default fr;
