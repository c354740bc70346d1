import type { Widen } from '../../../types';

/** English texts of the user and company verification queues (admin.verification.*): the reference for the other languages. */
const en = {
  users: {
    description: 'Check the documents of new users, then approve or reject their verification.',
    search: 'Search by name or email',
    list: 'Users waiting for verification',
    subject: 'User',
    company: 'Company',
    joinDate: 'Join Date',
  },
  companies: {
    description: 'Check the documents of new companies, then approve or reject their verification.',
    search: 'Search by name, email or contact person',
    list: 'Companies waiting for verification',
    subject: 'Company',
    contactPerson: 'Contact Person',
    location: 'Location',
    registered: 'Registered',
  },
  cards: {
    pending: 'Waiting for a first review',
    under_review: 'Being checked now',
    approved: 'Verification approved',
    rejected: 'Verification refused',
  },
  filters: {
    status: 'Status',
    allStatuses: 'All Status',
    priority: 'Priority',
    allPriorities: 'All Priorities',
    role: 'Role',
    allRoles: 'All Roles',
    type: 'Type',
    allTypes: 'All Types',
  },
  columns: {
    documents: 'Documents',
    priority: 'Priority',
    status: 'Status',
    actions: 'Actions',
  },
  noCompany: 'None',
  actions: {
    APPROVE: 'Approve',
    REJECT: 'Reject',
    MARK_UNDER_REVIEW: 'Mark Under Review',
  },
  /** Each button's accessible name: its visible label, then whom it is about. */
  actionsFor: {
    APPROVE: 'Approve {{name}}',
    REJECT: 'Reject {{name}}',
    MARK_UNDER_REVIEW: 'Mark Under Review {{name}}',
  },
  documents: {
    view: 'View Documents',
    viewFor: 'View Documents for {{name}}',
    title: 'Documents of {{name}}',
    description: 'The files {{name}} submitted for verification.',
    uploaded: 'Uploaded {{date}}',
    none: 'No documents were submitted.',
    close: 'Close',
  },
  toasts: {
    approved: {
      users: 'User Approved',
      companies: 'Company Approved',
      description: '{{name}} has been successfully verified and approved.',
    },
    rejected: {
      users: 'User Rejected',
      companies: 'Company Rejected',
      description: "{{name}}'s verification has been rejected.",
    },
    under_review: {
      users: 'Status Updated',
      companies: 'Status Updated',
      description: '{{name}} is now under review.',
    },
  },
};

export type VerificationTexts = Widen<typeof en>;
export default en satisfies VerificationTexts;
