import type { PaymentsTexts } from './en';

/** French texts of the payments screen. */
const fr: PaymentsTexts = {
  description: 'Transactions, frais de plateforme et paiements en litige',
  cards: {
    volume: { title: 'Volume total', description: 'Paiements effectués' },
    fees: { title: 'Frais de plateforme', description: 'Frais perçus sur les paiements effectués' },
    pending: { title: 'En attente', description: 'En attente de règlement : {{pendingCount}}' },
    failed: { title: 'Échoués', description: 'Paiements qui n’ont pas abouti' },
  },
  tabsLabel: 'Types de transaction',
  tabs: {
    all: 'Toutes les transactions',
    job_payments: 'Paiements de missions',
    posting_fees: 'Frais de publication',
    disputes: 'Litiges',
  },
  columns: {
    id: 'ID',
    job: 'Mission',
    payer: 'Payeur',
    payee: 'Bénéficiaire',
    amount: 'Montant',
    fee: 'Frais',
    method: 'Moyen',
    status: 'Statut',
    date: 'Date',
    type: 'Type',
  },
  types: { job_payment: 'Paiement de mission', job_posting_fee: 'Frais de publication' },
  methods: { bankTransfer: 'Virement bancaire', creditCard: 'Carte de crédit' },
  search: 'Rechercher des paiements',
  searchPlaceholder: 'Rechercher par payeur, bénéficiaire ou ID',
  allStatus: 'Tous les statuts',
  export: 'Exporter',
  advancedFilters: 'Filtres avancés',
  laterRelease: 'Disponible dans une version ultérieure',
  emptyTitle: 'Aucun paiement ne correspond',
  emptyDisputes: 'Aucun paiement en litige ne correspond',
  emptyHint: 'Essayez une autre recherche ou un autre statut.',
};

export default fr;
