import type { AssignmentsTexts } from './en';

const de: AssignmentsTexts = {
  description: 'Welcher Fahrer welchen Auftrag fährt, und die Aufträge, die noch auf einen warten.',
};

export default de;
