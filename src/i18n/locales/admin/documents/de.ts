import type { DocumentsTexts } from './en';

const de: DocumentsTexts = {
  title: 'TODO',
};

export default de;
