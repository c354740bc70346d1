import type { LandingCatalogue } from './en';

const de: LandingCatalogue = {
  title: 'Freight marketplace',
};

export default de;
