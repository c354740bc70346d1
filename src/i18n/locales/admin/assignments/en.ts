import type { Widen } from '../../../types';

/** English texts of the Job Assignments screen (admin.assignments.*): the reference for the other languages. */
const en = {
  description: 'Which driver carries which job, and the jobs still waiting for one.',
};

export type AssignmentsTexts = Widen<typeof en>;
export default en satisfies AssignmentsTexts;
