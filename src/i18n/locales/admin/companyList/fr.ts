import type { CompanyListTexts } from './en';

const fr: CompanyListTexts = {
  title: 'TODO',
};

export default fr;
