import type { ProfileTexts } from './en';

const fr: ProfileTexts = {
  description: 'Vos coordonnées telles que la place de marché les affiche.',
};

export default fr;
