import type { Widen } from '../../../types';

/** English texts of the documents screen (admin.documents.*): the reference for the other languages. */
const en = {
  description: 'Every document drivers and companies have uploaded, and its verification status.',
  upload: 'Upload Document',
  uploadLater: 'Uploading documents comes in a later release.',
  cards: {
    total: { title: 'Total Documents', description: 'Uploaded by drivers and companies' },
    verified: { title: 'Verified', description: 'Checked and accepted' },
    pending: { title: 'Pending', description: 'Waiting for a check' },
    expiringSoon: { title: 'Expiring Soon', description: 'Expire within {{days}} days' },
  },
  search: 'Search documents',
  searchPlaceholder: 'File name, user or type',
  status: 'Status',
  allStatus: 'All statuses',
  userType: 'User type',
  allUserTypes: 'All users',
  userTypes: { Driver: 'Driver', Company: 'Company' },
  tableLabel: 'Documents',
  emptyTitle: 'No documents match',
  emptyHint: 'Try another search or clear the filters.',
  columns: {
    document: 'Document',
    user: 'User',
    type: 'Type',
    size: 'Size',
    uploaded: 'Uploaded',
    expiry: 'Expiry',
    status: 'Status',
    actions: 'Actions',
  },
  expired: 'Expired',
  expiringSoon: 'Expiring soon',
  statusActions: 'Status actions for {{document}}',
};

export type DocumentsTexts = Widen<typeof en>;
export default en satisfies DocumentsTexts;
