import type { LandingCatalogue } from './en';

const ar: LandingCatalogue = {
  title: 'Freight marketplace',
};

export default ar;
