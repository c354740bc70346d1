import type { DisputesTexts } from './en';

const fr: DisputesTexts = {
  description: 'Les désaccords entre les parties d’une mission, avec leur priorité et leur statut.',
  contactSupport: 'Contacter le support',
  contactSupportLabel: 'Contacter le support par e-mail ({{email}})',
  supportSubject: 'Aide pour un litige',
  cards: {
    open: 'En attente d’un premier examen',
    in_review: 'En cours d’examen',
    resolved: 'Réglés et clos',
    rejected: 'Clos sans suite',
  },
  search: 'Rechercher des litiges',
  searchPlaceholder: 'Ouvert par, contre ou ID de mission',
  status: 'Statut',
  allStatus: 'Tous les statuts',
  priority: 'Priorité',
  allPriorities: 'Toutes les priorités',
  tableLabel: 'Litiges',
  emptyTitle: 'Aucun litige ne correspond',
  emptyHint: 'Essayez une autre recherche ou retirez les filtres.',
  columns: {
    id: 'ID du litige',
    job: 'ID de mission',
    raisedBy: 'Ouvert par',
    against: 'Contre',
    reason: 'Motif',
    priority: 'Priorité',
    status: 'Statut',
    created: 'Créé le',
    actions: 'Actions',
  },
  actions: {
    MARK_IN_REVIEW: 'Passer le litige {{id}} en examen',
    RESOLVE: 'Approuver le litige {{id}}',
    REJECT: 'Rejeter le litige {{id}}',
  },
  events: {
    MARK_IN_REVIEW: 'Passer en examen',
    RESOLVE: 'Approuver',
    REJECT: 'Rejeter',
  },
  changed: {
    MARK_IN_REVIEW: { title: 'Litige en examen', description: '{{id}} est en cours d’examen.' },
    RESOLVE: { title: 'Litige résolu', description: '{{id}} a été résolu en faveur de {{name}}.' },
    REJECT: {
      title: 'Litige rejeté',
      description: '{{id}} a été rejeté : la réclamation de {{name}} est classée sans suite.',
    },
  },
};

export default fr;
