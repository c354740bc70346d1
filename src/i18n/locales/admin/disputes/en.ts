import type { Widen } from '../../../types';

/** English texts of the disputes screen (admin.disputes.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type DisputesTexts = Widen<typeof en>;
export default en satisfies DisputesTexts;
