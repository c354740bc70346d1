import type { DataToolsTexts } from './en';

const es: DataToolsTexts = {
  title: 'Herramientas de datos',
};

export default es;
