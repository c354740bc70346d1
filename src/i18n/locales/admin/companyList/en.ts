import type { Widen } from '../../../types';

/** English texts of the companies list and company detail (admin.companyList.*): the reference for the other languages. */
const en = {
  title: 'TODO',
};

export type CompanyListTexts = Widen<typeof en>;
export default en satisfies CompanyListTexts;
