import type { DocumentsTexts } from './en';

const ar: DocumentsTexts = {
  title: 'TODO',
};

export default ar;
