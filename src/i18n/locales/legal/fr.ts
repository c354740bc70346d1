import type { LegalCatalogue } from './en';

const fr: LegalCatalogue = {
  title: 'Legal',
};

export default fr;
