import type { Widen } from '../../../types';

/** English texts of admin.keyboard.*: the reference for the other languages. */
const en = {
  title: 'Keyboard shortcuts',
  columns: {
    keys: 'Keys',
    action: 'Action',
  },
  then: 'then',
  goTo: 'Go to {{page}}',
  showShortcuts: 'Show keyboard shortcuts',
  openPalette: 'Open the command palette',
  toggleSidebar: 'Show or hide the sidebar',
  closeOverlay: 'Close a dialog or menu',
  notInFields: 'Shortcuts do not work while you type in a field.',
  close: 'Close',
  keys: {
    ctrl: 'Ctrl',
    cmd: 'Cmd',
    esc: 'Esc',
  },
  palette: {
    title: 'Command palette',
    label: 'Search screens, users, companies and jobs',
    results: 'Results',
    noResults: 'Nothing matches “{{query}}”.',
    hint: 'Up and down arrows choose, Enter opens, Esc closes.',
    kinds: {
      screens: 'Screens',
      users: 'Users',
      companies: 'Companies',
      jobs: 'Jobs',
    },
  },
};

export type KeyboardTexts = Widen<typeof en>;
export default en satisfies KeyboardTexts;
