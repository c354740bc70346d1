import type { AuthCatalogue } from './en';

const es: AuthCatalogue = {
  title: 'Account',
};

export default es;
