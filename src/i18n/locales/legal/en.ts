import type { Widen } from '../../types';

/** English texts of the legal screens: the reference for the other languages (see ../en.ts). */
const en = {
  title: 'Legal',
};

export type LegalCatalogue = Widen<typeof en>;
export default en satisfies LegalCatalogue;
