import type { Widen } from '../../../types';

/** English texts of admin.keyboard.*: the reference for the other languages. */
const en = {
  title: 'Keyboard shortcuts',
};

export type KeyboardTexts = Widen<typeof en>;
export default en satisfies KeyboardTexts;
