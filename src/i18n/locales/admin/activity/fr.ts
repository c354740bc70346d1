import type { ActivityTexts } from './en';

const fr: ActivityTexts = {
  title: 'Activité',
  description: 'Tous les changements de statut du back-office, les plus récents d’abord.',
  empty: 'Aucune activité pour l’instant.',
  emptyHint: 'Les changements de statut faits ici apparaissent dans cette liste.',
  tabDescription:
    'Changements de statut de cet élément et de ce qui lui appartient, les plus récents d’abord.',
  change: '{{from}} → {{to}}',
  by: 'par {{who}}',
  list: {
    tableLabel: 'Activité',
    search: 'Rechercher dans l’activité',
    searchPlaceholder: 'Rechercher par nom ou événement…',
    type: 'Type d’élément',
    allTypes: 'Tous les types',
    noMatch: 'Aucune activité ne correspond',
    noMatchHint: 'Essayez une autre recherche ou un autre type d’élément.',
    columns: {
      when: 'Quand',
      event: 'Événement',
      type: 'Type d’élément',
      name: 'Nom',
      change: 'Changement',
      by: 'Par',
    },
  },
  types: {
    user: 'Utilisateur',
    driverDocument: 'Document du chauffeur',
    company: 'Entreprise',
    userVerification: 'Vérification d’utilisateur',
    companyVerification: 'Vérification d’entreprise',
    document: 'Document',
    job: 'Mission',
    applicant: 'Candidat',
    assignment: 'Affectation',
    dispute: 'Litige',
  },
  events: {
    MARK_UNDER_REVIEW: 'Mis en examen',
    SUSPEND: 'Suspendu',
    APPROVE: 'Approuvé',
    REJECT: 'Rejeté',
    VERIFY: 'Vérifié',
    MARK_PENDING: 'Remis en attente',
    ASSIGN_DRIVER: 'Chauffeur affecté',
    ASSIGN_BROKER: 'Courtier affecté',
    PAUSE: 'Mis en pause',
    POST: 'Publié',
    MARK_IN_REVIEW: 'Mis en examen',
    RESOLVE: 'Résolu',
    UNDO: 'Annulé',
    CHANGE: 'Modifié',
  },
};

export default fr;
