import type { Widen } from '../../../types';

/** English texts of the My Jobs screen (admin.myJobs.*): the reference for the other languages. */
const en = {
  description: 'The jobs you posted: pause them, post them again, or post a new one.',
};

export type MyJobsTexts = Widen<typeof en>;
export default en satisfies MyJobsTexts;
