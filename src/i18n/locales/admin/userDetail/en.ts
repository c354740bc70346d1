import type { Widen } from '../../../types';

/** English texts of the user detail screen and Edit Profile (admin.userDetail.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type UserDetailTexts = Widen<typeof en>;
export default en satisfies UserDetailTexts;
