import type { Widen } from '../../types';

/** English texts of the landing screens: the reference for the other languages (see ../en.ts). */
const en = {
  title: 'Freight marketplace',
};

export type LandingCatalogue = Widen<typeof en>;
export default en satisfies LandingCatalogue;
