import type { ActivityTexts } from './en';

const es: ActivityTexts = {
  title: 'Actividad',
};

export default es;
