import type { Widen } from '../../../types';

/** English texts of the Job Management screen (admin.jobList.*): the reference for the other languages. */
const en = {
  description: 'Every job on the marketplace: its status, type, pay and due date.',
};

export type JobListTexts = Widen<typeof en>;
export default en satisfies JobListTexts;
