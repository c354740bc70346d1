import type { Widen } from '../../../types';

/** English texts of the roles screen (admin.roles.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type RolesTexts = Widen<typeof en>;
export default en satisfies RolesTexts;
