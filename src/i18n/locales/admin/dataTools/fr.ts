import type { DataToolsTexts } from './en';

const fr: DataToolsTexts = {
  title: 'Outils de données',
};

export default fr;
