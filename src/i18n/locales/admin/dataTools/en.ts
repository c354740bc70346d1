import type { Widen } from '../../../types';

/** English texts of admin.dataTools.*: the reference for the other languages. */
const en = {
  title: 'Data tools',
};

export type DataToolsTexts = Widen<typeof en>;
export default en satisfies DataToolsTexts;
