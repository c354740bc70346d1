import type { DataToolsTexts } from './en';

const de: DataToolsTexts = {
  title: 'Datenwerkzeuge',
};

export default de;
