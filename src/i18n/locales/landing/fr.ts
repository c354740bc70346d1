import type { LandingCatalogue } from './en';

const fr: LandingCatalogue = {
  title: 'Freight marketplace',
};

export default fr;
