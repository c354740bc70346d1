import type { DocumentsTexts } from './en';

const fr: DocumentsTexts = {
  title: 'TODO',
};

export default fr;
