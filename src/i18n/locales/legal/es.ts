import type { LegalCatalogue } from './en';

const es: LegalCatalogue = {
  title: 'Legal',
};

export default es;
