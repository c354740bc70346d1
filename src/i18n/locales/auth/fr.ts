import type { AuthCatalogue } from './en';

const fr: AuthCatalogue = {
  title: 'Account',
};

export default fr;
