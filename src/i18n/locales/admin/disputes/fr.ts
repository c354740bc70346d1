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
  approve: 'Approuver le litige {{id}}',
  reject: 'Rejeter le litige {{id}}',
  decideLater: 'Le règlement des litiges arrivera dans une version ultérieure.',
  noDecision: 'Aucune décision requise',
};

export default fr;
