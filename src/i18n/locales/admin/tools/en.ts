import type { Widen } from '../../../types';

/**
 * English texts of the tools every admin list and detail screen shares (admin.tools.*): undo, why
 * an action is not offered, bulk actions, export and columns. The reference for the other languages.
 */
const en = {
  undo: {
    action: 'Undo',
    doneTitle: 'Change undone',
    doneDescription: 'Everything it changed is back as it was.',
    refusedTitle: 'Cannot undo',
    refusedDescription: 'It has changed again since, so nothing was undone.',
  },
  whyNot: {
    state: 'Not possible while the status is {{status}}.',
    already: 'Already {{status}}.',
    guard: {
      driverIsVerified: 'Only a verified driver can be assigned.',
    },
  },
  bulk: {
    toolbar: 'Bulk actions',
    selected: '{{count}} selected',
    clear: 'Clear selection',
    selectRow: 'Select {{name}}',
    selectAll: 'Select all {{count}}',
    selectedAll: 'All {{count}} in this search selected',
    applied: {
      APPROVE: '{{count}} approved',
      REJECT: '{{count}} rejected',
      MARK_UNDER_REVIEW: '{{count}} marked under review',
      SUSPEND: '{{count}} suspended',
      VERIFY: '{{count}} verified',
      MARK_PENDING: '{{count}} marked pending',
      RESOLVE: '{{count}} resolved',
      MARK_IN_REVIEW: '{{count}} marked in review',
    },
    skipped: '{{count}} skipped ({{reason}})',
    reason: {
      already: 'already {{status}}',
      state: 'not possible while {{status}}',
      guard: 'not allowed',
    },
    noneApplied: 'Nothing changed',
  },
  export: {
    button: 'Export',
    done: 'Export ready',
    doneDescription: '{{count}} rows saved as {{file}}.',
  },
  columns: {
    button: 'Columns',
  },
  grid: {
    noColumns: 'No columns',
    manageColumns: 'Manage columns',
    columnMenu: '{{name}} column menu',
  },
};

export type ToolsTexts = Widen<typeof en>;
export default en satisfies ToolsTexts;
