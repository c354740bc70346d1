import type { LandingCatalogue } from './en';

const es: LandingCatalogue = {
  title: 'Freight marketplace',
};

export default es;
