import type { DocumentsTexts } from './en';

const es: DocumentsTexts = {
  title: 'TODO',
};

export default es;
