import type { DisputesTexts } from './en';

const es: DisputesTexts = {
  title: 'TODO',
};

export default es;
