import type { Widen } from '../../../types';

/** English texts of the payments screen (admin.payments.*): the reference for the other languages. */
const en = {
  description: 'Transactions, platform fees and payments under dispute',
  cards: {
    volume: { title: 'Total Volume', description: 'Completed payments' },
    fees: { title: 'Platform Fees', description: 'Fees collected on completed payments' },
    pending: { title: 'Pending', description: 'Awaiting settlement: {{pendingCount}}' },
    failed: { title: 'Failed', description: 'Payments that did not go through' },
  },
  tabsLabel: 'Transaction types',
  tabs: {
    all: 'All Transactions',
    job_payments: 'Job Payments',
    posting_fees: 'Posting Fees',
    disputes: 'Disputes',
  },
  columns: {
    id: 'ID',
    job: 'Job',
    payer: 'Payer',
    payee: 'Payee',
    amount: 'Amount',
    fee: 'Fee',
    method: 'Method',
    status: 'Status',
    date: 'Date',
    type: 'Type',
  },
  types: { job_payment: 'Job Payment', job_posting_fee: 'Posting Fee' },
  methods: { bankTransfer: 'Bank Transfer', creditCard: 'Credit Card' },
  search: 'Search payments',
  searchPlaceholder: 'Search by payer, payee or ID',
  allStatus: 'All Status',
  export: 'Export',
  advancedFilters: 'Advanced Filters',
  laterRelease: 'Coming in a later release',
  emptyTitle: 'No payments match',
  emptyDisputes: 'No payments under dispute match',
  emptyHint: 'Try another search or status.',
};

export type PaymentsTexts = Widen<typeof en>;
export default en satisfies PaymentsTexts;
