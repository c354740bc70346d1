import type { Widen } from '../../../types';

/** English texts of the profile area: profile, security and account settings (admin.profile.*): the reference for the other languages. */
const en = {
  description: 'Your details as the marketplace shows them.',
};

export type ProfileTexts = Widen<typeof en>;
export default en satisfies ProfileTexts;
