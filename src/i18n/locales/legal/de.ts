import type { LegalCatalogue } from './en';

const de: LegalCatalogue = {
  title: 'Legal',
};

export default de;
