import type { ProfileTexts } from './en';

const es: ProfileTexts = {
  description: 'Tus datos tal como los muestra el mercado.',
};

export default es;
