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
  advancedFilters: 'Filtres avancés',
  advanced: {
    buttonActive: 'Filtres avancés ({{count}})',
    description:
      'Affinez les paiements par montant, date, moyen et statut. Un champ vide laisse cette borne ouverte.',
    amountHint: 'Dollars américains, p. ex. 1500 ou 99,50',
    fields: {
      min: 'Montant minimum',
      max: 'Montant maximum',
      from: 'Du',
      to: 'Au',
      method: 'Moyen de paiement',
      status: 'Statut',
    },
    allMethods: 'Tous les moyens',
    apply: 'Appliquer',
    reset: 'Réinitialiser',
    cancel: 'Annuler',
    errors: {
      amountInvalid: 'Saisissez le montant en chiffres, p. ex. 1500 ou 99,50.',
      amountNegative: 'Saisissez un montant de 0 ou plus.',
      amountOrder: 'Le maximum doit être au moins égal au minimum.',
      dateInvalid: 'Saisissez une date complète.',
      dateOrder: 'La date de fin doit être égale ou postérieure à la date de début.',
    },
  },
  emptyTitle: 'Aucun paiement ne correspond',
  emptyDisputes: 'Aucun paiement en litige ne correspond',
  emptyHint: 'Essayez une autre recherche ou modifiez les filtres.',
};

export default fr;
