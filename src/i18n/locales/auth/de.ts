import type { AuthCatalogue } from './en';

const de: AuthCatalogue = {
  title: 'Account',
};

export default de;
