import type { AssignmentsTexts } from './en';

const ar: AssignmentsTexts = {
  description: 'أي سائق ينقل أي وظيفة، والوظائف التي ما زالت تنتظر سائقًا.',
};

export default ar;
