import type { Widen } from '../../../types';

/** English texts of the companies list and company detail (admin.companyList.*): the reference for the other languages. */
const en = {
  description: 'Every company on the marketplace: its type, status and verification.',
  cards: {
    total: { title: 'Total Companies', description: 'Registered on the marketplace' },
    active: { title: 'Active', description: 'Working on the marketplace' },
    pending: { title: 'Pending', description: 'Not yet active' },
    verified: { title: 'Verified', description: 'Verification approved' },
  },
  search: 'Search companies',
  searchPlaceholder: 'Name or email',
  status: 'Status',
  allTypes: 'All Types',
  allStatus: 'All Status',
  tableLabel: 'Companies',
  columns: {
    company: 'Company',
    type: 'Type',
    status: 'Status',
    verified: 'Verified',
    employees: 'Employees',
    joined: 'Joined',
    actions: 'Actions',
  },
  verified: 'Verified',
  notVerified: 'Not verified',
  view: 'View',
  viewCompany: 'View {{name}}',
  emptyTitle: 'No companies found.',
  detail: {
    back: 'Back to Companies',
    tabsLabel: 'Company sections',
    lifecycleTitle: 'Company lifecycle',
    tabs: {
      overview: 'Overview',
      jobs: 'Jobs',
      users: 'Users',
      documents: 'Documents',
      activity: 'Activity',
    },
    stats: {
      totalJobs: { title: 'Total Jobs', description: 'Posted by this company' },
      activeJobs: { title: 'Active Jobs', description: 'Open for applications' },
      completedJobs: { title: 'Completed Jobs', description: 'Delivered and closed' },
      totalUsers: { title: 'Total Users', description: 'Accounts of this company' },
    },
    contact: 'Contact Information',
    about: 'Company Details',
    registrationDate: 'Registration date',
    joined: 'Joined the marketplace',
    notGiven: 'Not given',
    noDescription: 'No description yet.',
    jobs: {
      label: 'Jobs of {{name}}',
      columns: {
        title: 'Job',
        status: 'Status',
        pay: 'Pay',
        posted: 'Posted',
        due: 'Due',
      },
      emptyTitle: 'No jobs yet',
      emptyHint: 'This company has not posted any jobs.',
    },
    users: {
      label: 'Users of {{name}}',
      columns: {
        name: 'Name',
        role: 'Role',
        status: 'Status',
        verified: 'Verified',
      },
      emptyTitle: 'No users yet',
      emptyHint: 'No user account belongs to this company.',
    },
    documents: {
      label: 'Documents of {{name}}',
      columns: {
        name: 'Document',
        status: 'Status',
        uploaded: 'Uploaded',
      },
      emptyTitle: 'No documents yet',
      emptyHint: 'This company has not uploaded any documents.',
    },
  },
};

export type CompanyListTexts = Widen<typeof en>;
export default en satisfies CompanyListTexts;
