import type { Widen } from '../../../types';

/** English texts of the Job Management screen (admin.jobList.*): the reference for the other languages. */
const en = {
  description: 'Every job on the marketplace: its status, type, pay and due date.',
  cards: {
    total: { title: 'Total Jobs', description: 'Every job, whatever its status' },
    active: { title: 'Active', description: 'Open for applications' },
    in_progress: { title: 'In Progress', description: 'A driver is on the job' },
    completed: { title: 'Completed', description: 'Delivered and closed' },
  },
  search: 'Search jobs',
  searchPlaceholder: 'Job title or company',
  status: 'Status',
  allStatus: 'All statuses',
  type: 'Type',
  allTypes: 'All types',
  types: {
    short: 'Short',
    medium: 'Medium',
    long: 'Long',
  },
  typesWithRange: {
    short: 'Short (1-2 days)',
    medium: 'Medium (1-3 weeks)',
    long: 'Long (1-3 months)',
  },
  tableLabel: 'Jobs',
  emptyTitle: 'No jobs match',
  emptyHint: 'Try another search or clear the filters.',
  columns: {
    title: 'Job Title',
    company: 'Company',
    type: 'Type',
    pay: 'Pay',
    status: 'Status',
    posted: 'Posted',
    due: 'Due',
  },
};

export type JobListTexts = Widen<typeof en>;
export default en satisfies JobListTexts;
