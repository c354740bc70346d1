import type { Widen } from '../../../types';

/** English texts of the documents screen (admin.documents.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type DocumentsTexts = Widen<typeof en>;
export default en satisfies DocumentsTexts;
