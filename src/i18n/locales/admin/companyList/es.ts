import type { CompanyListTexts } from './en';

const es: CompanyListTexts = {
  title: 'TODO',
};

export default es;
