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
  advancedFilters: 'Advanced Filters',
  advanced: {
    buttonActive: 'Advanced Filters ({{count}})',
    description: 'Narrow the payments by amount, date, method and status. Empty fields leave that end open.',
    amountHint: 'US dollars, e.g. 1500 or 99.50',
    fields: {
      min: 'Minimum amount',
      max: 'Maximum amount',
      from: 'From date',
      to: 'To date',
      method: 'Method',
      status: 'Status',
    },
    allMethods: 'All methods',
    apply: 'Apply',
    reset: 'Reset',
    cancel: 'Cancel',
    errors: {
      amountInvalid: 'Enter the amount in digits, e.g. 1500 or 99.50.',
      amountNegative: 'Enter an amount of 0 or more.',
      amountOrder: 'The maximum must be at least the minimum.',
      dateInvalid: 'Enter a full date.',
      dateOrder: 'The end date must be on or after the start date.',
    },
  },
  emptyTitle: 'No payments match',
  emptyDisputes: 'No payments under dispute match',
  emptyHint: 'Try another search or change the filters.',
};

export type PaymentsTexts = Widen<typeof en>;
export default en satisfies PaymentsTexts;
