import type { ToolsTexts } from './en';

const de: ToolsTexts = {
  undo: {
    action: 'Rückgängig',
    doneTitle: 'Änderung rückgängig gemacht',
    doneDescription: 'Alles, was sie geändert hat, ist wieder wie vorher.',
    refusedTitle: 'Rückgängig nicht möglich',
    refusedDescription: 'Es wurde seitdem erneut geändert, daher wurde nichts rückgängig gemacht.',
  },
  whyNot: {
    state: 'Nicht möglich, solange der Status {{status}} ist.',
    already: 'Bereits {{status}}.',
    guard: {
      driverIsVerified: 'Nur ein verifizierter Fahrer kann zugewiesen werden.',
    },
  },
  bulk: {
    toolbar: 'Sammelaktionen',
    selected: '{{count}} ausgewählt',
    clear: 'Auswahl aufheben',
    selectRow: '{{name}} auswählen',
    selectAll: 'Alle {{count}} auswählen',
    selectedAll: 'Alle {{count}} dieser Suche ausgewählt',
    applied: {
      APPROVE: '{{count}} genehmigt',
      REJECT: '{{count}} abgelehnt',
      MARK_UNDER_REVIEW: '{{count}} in Prüfung',
      SUSPEND: '{{count}} gesperrt',
      VERIFY: '{{count}} verifiziert',
      MARK_PENDING: '{{count}} auf ausstehend gesetzt',
      RESOLVE: '{{count}} gelöst',
      MARK_IN_REVIEW: '{{count}} in Prüfung',
    },
    skipped: '{{count}} übersprungen ({{reason}})',
    reason: {
      already: 'bereits {{status}}',
      state: 'nicht möglich bei {{status}}',
      guard: 'nicht erlaubt',
    },
    noneApplied: 'Nichts geändert',
  },
  export: {
    button: 'Exportieren',
    done: 'Export bereit',
    doneDescription: '{{count}} Zeilen als {{file}} gespeichert.',
  },
  columns: {
    button: 'Spalten',
  },
  grid: {
    noColumns: 'Keine Spalten',
    manageColumns: 'Spalten verwalten',
    columnMenu: 'Spaltenmenü {{name}}',
  },
};

export default de;
