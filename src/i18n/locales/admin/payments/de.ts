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
  advancedFilters: 'Erweiterte Filter',
  advanced: {
    buttonActive: 'Erweiterte Filter ({{count}})',
    description:
      'Zahlungen nach Betrag, Datum, Zahlungsart und Status eingrenzen. Ein leeres Feld lässt diese Grenze offen.',
    amountHint: 'US-Dollar, z. B. 1500 oder 99,50',
    fields: {
      min: 'Mindestbetrag',
      max: 'Höchstbetrag',
      from: 'Von Datum',
      to: 'Bis Datum',
      method: 'Zahlungsart',
      status: 'Status',
    },
    allMethods: 'Alle Zahlungsarten',
    apply: 'Anwenden',
    reset: 'Zurücksetzen',
    cancel: 'Abbrechen',
    errors: {
      amountInvalid: 'Geben Sie den Betrag in Ziffern ein, z. B. 1500 oder 99,50.',
      amountNegative: 'Geben Sie einen Betrag von 0 oder mehr ein.',
      amountOrder: 'Der Höchstbetrag muss mindestens so hoch sein wie der Mindestbetrag.',
      dateInvalid: 'Geben Sie ein vollständiges Datum ein.',
      dateOrder: 'Das Enddatum muss am oder nach dem Startdatum liegen.',
    },
  },
  emptyTitle: 'Keine passenden Zahlungen',
  emptyDisputes: 'Keine passenden strittigen Zahlungen',
  emptyHint: 'Versuchen Sie eine andere Suche oder ändern Sie die Filter.',
};

export default de;
