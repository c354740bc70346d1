import type { Widen } from '../../../types';

/** English texts of the payments screen (admin.payments.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type PaymentsTexts = Widen<typeof en>;
export default en satisfies PaymentsTexts;
