import type { Widen } from '../../../types';

/** English texts of the user list (admin.userList.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type UserListTexts = Widen<typeof en>;
export default en satisfies UserListTexts;
