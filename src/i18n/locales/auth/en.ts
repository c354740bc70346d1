import type { Widen } from '../../types';

/** English texts of the auth screens: the reference for the other languages (see ../en.ts). */
const en = {
  title: 'Account',
};

export type AuthCatalogue = Widen<typeof en>;
export default en satisfies AuthCatalogue;
