import type { AssignmentsTexts } from './en';

const fr: AssignmentsTexts = {
  description: 'Quel chauffeur assure quelle mission, et les missions qui en attendent encore un.',
};

export default fr;
