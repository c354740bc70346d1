import type { Widen } from '../../../types';

/** English texts of the disputes screen (admin.disputes.*): the reference for the other languages. */
const en = {
  description: 'Disagreements between parties on a job, with their priority and status.',
  contactSupport: 'Contact Support',
  contactSupportLabel: 'Contact Support by email ({{email}})',
  supportSubject: 'Dispute help',
  cards: {
    open: 'Waiting for a first look',
    in_review: 'Being looked into',
    resolved: 'Settled and closed',
    rejected: 'Closed without action',
  },
  search: 'Search disputes',
  searchPlaceholder: 'Raised by, against or job ID',
  status: 'Status',
  allStatus: 'All statuses',
  priority: 'Priority',
  allPriorities: 'All priorities',
  tableLabel: 'Disputes',
  emptyTitle: 'No disputes match',
  emptyHint: 'Try another search or clear the filters.',
  columns: {
    id: 'Dispute ID',
    job: 'Job ID',
    raisedBy: 'Raised By',
    against: 'Against',
    reason: 'Reason',
    priority: 'Priority',
    status: 'Status',
    created: 'Created',
    actions: 'Actions',
  },
  actions: {
    MARK_IN_REVIEW: 'Mark dispute {{id}} in review',
    RESOLVE: 'Approve dispute {{id}}',
    REJECT: 'Reject dispute {{id}}',
  },
  events: {
    MARK_IN_REVIEW: 'Mark in review',
    RESOLVE: 'Approve',
    REJECT: 'Reject',
  },
  changed: {
    MARK_IN_REVIEW: { title: 'Dispute in review', description: '{{id}} is now being looked into.' },
    RESOLVE: { title: 'Dispute resolved', description: '{{id}} was resolved in favour of {{name}}.' },
    REJECT: {
      title: 'Dispute rejected',
      description: '{{id}} was rejected: the complaint of {{name}} is closed without action.',
    },
  },
};

export type DisputesTexts = Widen<typeof en>;
export default en satisfies DisputesTexts;
