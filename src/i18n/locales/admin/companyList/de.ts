import type { CompanyListTexts } from './en';

const de: CompanyListTexts = {
  title: 'TODO',
};

export default de;
