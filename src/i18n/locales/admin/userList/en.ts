import type { Widen } from '../../../types';

/** English texts of the user list (admin.userList.*): the reference for the other languages. */
const en = {
  description: 'Everyone on the marketplace: find a user, check their status and act on it.',
  verifyUsers: 'Verify Users',
  addUser: 'Add User',
  cards: {
    total: {
      title: 'Total Users',
      description: 'Including {{count}} under review',
    },
    active: {
      title: 'Active Users',
      description: 'Can use the marketplace',
    },
    pending: {
      title: 'Pending Verification',
      description: 'Waiting for their verification',
    },
    suspended: {
      title: 'Suspended Users',
      description: 'Blocked from the marketplace',
    },
  },
  viewAll: 'View All',
  viewAllLabel: 'View All users pending verification',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name or email',
  allRoles: 'All Roles',
  allStatus: 'All Status',
  statusFilter: 'Status',
  tableLabel: 'Users',
  columns: {
    user: 'User',
    role: 'Role',
    company: 'Company',
    status: 'Status',
    verified: 'Verified',
    lastActive: 'Last Active',
  },
  verified: 'Verified',
  notVerified: 'Not verified',
  noCompany: 'No company',
  view: 'View {{name}}',
  statusActions: 'Status actions for {{name}}',
  bulk: {
    MARK_UNDER_REVIEW: 'Mark Under Review',
    SUSPEND: 'Suspend',
    APPROVE: 'Approve',
    REJECT: 'Reject',
  },
};

export type UserListTexts = Widen<typeof en>;
export default en satisfies UserListTexts;
