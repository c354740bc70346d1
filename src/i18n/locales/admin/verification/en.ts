import type { Widen } from '../../../types';

/** English texts of the user and company verification queues (admin.verification.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type VerificationTexts = Widen<typeof en>;
export default en satisfies VerificationTexts;
