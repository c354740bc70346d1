import type { Widen } from '../../../types';

/** English texts of the job detail screen (admin.jobDetail.*): the reference for the other languages. */
const en = {
  description: 'The job, its route, its applicants and who carries it.',
};

export type JobDetailTexts = Widen<typeof en>;
export default en satisfies JobDetailTexts;
