import type { CompanyListTexts } from './en';

const ar: CompanyListTexts = {
  title: 'TODO',
};

export default ar;
