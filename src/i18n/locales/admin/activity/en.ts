import type { Widen } from '../../../types';

/** English texts of admin.activity.*: the reference for the other languages. */
const en = {
  title: 'Activity',
};

export type ActivityTexts = Widen<typeof en>;
export default en satisfies ActivityTexts;
