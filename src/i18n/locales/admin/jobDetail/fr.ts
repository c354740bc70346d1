import type { JobDetailTexts } from './en';

const fr: JobDetailTexts = {
  description: 'La mission, son itinéraire, ses candidats et qui la transporte.',
};

export default fr;
