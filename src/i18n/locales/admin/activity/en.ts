import type { Widen } from '../../../types';

/** English texts of the audit trail (admin.activity.*): the Activity page and the detail screens' Activity tabs. */
const en = {
  title: 'Activity',
  description: 'Every status change in the back office, newest first.',
  empty: 'No activity yet.',
  emptyHint: 'Status changes made here appear in this list.',
  tabDescription: 'Status changes of this record and of what belongs to it, newest first.',
  change: '{{from}} → {{to}}',
  by: 'by {{who}}',
  list: {
    tableLabel: 'Activity',
    search: 'Search activity',
    searchPlaceholder: 'Search by name or event…',
    type: 'Record type',
    allTypes: 'All types',
    noMatch: 'No activity matches',
    noMatchHint: 'Try another search or record type.',
    columns: {
      when: 'When',
      event: 'Event',
      type: 'Record type',
      name: 'Name',
      change: 'Change',
      by: 'By',
    },
  },
  types: {
    user: 'User',
    driverDocument: 'Driver document',
    company: 'Company',
    userVerification: 'User verification',
    companyVerification: 'Company verification',
    document: 'Document',
    job: 'Job',
    applicant: 'Applicant',
    assignment: 'Assignment',
    dispute: 'Dispute',
  },
  events: {
    MARK_UNDER_REVIEW: 'Marked under review',
    SUSPEND: 'Suspended',
    APPROVE: 'Approved',
    REJECT: 'Rejected',
    VERIFY: 'Verified',
    MARK_PENDING: 'Marked pending',
    ASSIGN_DRIVER: 'Driver assigned',
    ASSIGN_BROKER: 'Broker assigned',
    PAUSE: 'Paused',
    POST: 'Posted',
    MARK_IN_REVIEW: 'Marked in review',
    RESOLVE: 'Resolved',
    UNDO: 'Undone',
    CHANGE: 'Changed',
  },
};

export type ActivityTexts = Widen<typeof en>;
export default en satisfies ActivityTexts;
