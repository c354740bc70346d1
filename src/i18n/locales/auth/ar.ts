import type { AuthCatalogue } from './en';

const ar: AuthCatalogue = {
  title: 'Account',
};

export default ar;
