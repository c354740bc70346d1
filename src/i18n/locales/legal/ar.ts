import type { LegalCatalogue } from './en';

const ar: LegalCatalogue = {
  title: 'Legal',
};

export default ar;
