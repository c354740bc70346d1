import type { PaymentsTexts } from './en';

/** German texts of the payments screen. */
const de: PaymentsTexts = {
  description: 'Transaktionen, Plattformgebühren und strittige Zahlungen',
  cards: {
    volume: { title: 'Gesamtvolumen', description: 'Abgeschlossene Zahlungen' },
    fees: { title: 'Plattformgebühren', description: 'Gebühren aus abgeschlossenen Zahlungen' },
    pending: { title: 'Ausstehend', description: 'Warten auf Abrechnung: {{pendingCount}}' },
    failed: { title: 'Fehlgeschlagen', description: 'Zahlungen, die nicht durchgingen' },
  },
  tabsLabel: 'Transaktionsarten',
  tabs: {
    all: 'Alle Transaktionen',
    job_payments: 'Auftragszahlungen',
    posting_fees: 'Veröffentlichungsgebühren',
    disputes: 'Streitfälle',
  },
  columns: {
    id: 'ID',
    job: 'Auftrag',
    payer: 'Zahler',
    payee: 'Empfänger',
    amount: 'Betrag',
    fee: 'Gebühr',
    method: 'Zahlungsart',
    status: 'Status',
    date: 'Datum',
    type: 'Typ',
  },
  types: { job_payment: 'Auftragszahlung', job_posting_fee: 'Veröffentlichungsgebühr' },
  methods: { bankTransfer: 'Banküberweisung', creditCard: 'Kreditkarte' },
  search: 'Zahlungen suchen',
  searchPlaceholder: 'Nach Zahler, Empfänger oder ID suchen',
  allStatus: 'Alle Status',
  export: 'Exportieren',
  advancedFilters: 'Erweiterte Filter',
  laterRelease: 'Folgt in einer späteren Version',
  emptyTitle: 'Keine passenden Zahlungen',
  emptyDisputes: 'Keine passenden strittigen Zahlungen',
  emptyHint: 'Versuchen Sie eine andere Suche oder einen anderen Status.',
};

export default de;
