import type { VerificationTexts } from './en';

const fr: VerificationTexts = {
  users: {
    description:
      'Examinez les documents des nouveaux utilisateurs, puis approuvez ou refusez leur vérification.',
    search: 'Rechercher par nom ou e-mail',
    list: 'Utilisateurs en attente de vérification',
    subject: 'Utilisateur',
    company: 'Entreprise',
    joinDate: 'Inscription',
  },
  companies: {
    description:
      'Examinez les documents des nouvelles entreprises, puis approuvez ou refusez leur vérification.',
    search: 'Rechercher par nom, e-mail ou personne de contact',
    list: 'Entreprises en attente de vérification',
    subject: 'Entreprise',
    contactPerson: 'Personne de contact',
    location: 'Localisation',
    registered: 'Enregistrement',
  },
  cards: {
    pending: 'En attente d’un premier examen',
    under_review: 'En cours d’examen',
    approved: 'Vérification approuvée',
    rejected: 'Vérification refusée',
  },
  filters: {
    status: 'Statut',
    allStatuses: 'Tous les statuts',
    priority: 'Priorité',
    allPriorities: 'Toutes les priorités',
    role: 'Rôle',
    allRoles: 'Tous les rôles',
    type: 'Type',
    allTypes: 'Tous les types',
  },
  columns: {
    documents: 'Documents',
    priority: 'Priorité',
    status: 'Statut',
    actions: 'Actions',
  },
  noCompany: 'Aucune',
  actions: {
    APPROVE: 'Approuver',
    REJECT: 'Refuser',
    MARK_UNDER_REVIEW: 'Marquer en cours d’examen',
  },
  actionsFor: {
    APPROVE: 'Approuver {{name}}',
    REJECT: 'Refuser {{name}}',
    MARK_UNDER_REVIEW: 'Marquer en cours d’examen : {{name}}',
  },
  documents: {
    view: 'Voir les documents',
    viewFor: 'Voir les documents de {{name}}',
    title: 'Documents de {{name}}',
    description: 'Les fichiers envoyés par {{name}} pour sa vérification.',
    uploaded: 'Envoyé le {{date}}',
    none: 'Aucun document n’a été envoyé.',
    close: 'Fermer',
  },
  toasts: {
    approved: {
      users: 'Utilisateur approuvé',
      companies: 'Entreprise approuvée',
      description: 'La vérification de {{name}} a été approuvée avec succès.',
    },
    rejected: {
      users: 'Utilisateur refusé',
      companies: 'Entreprise refusée',
      description: 'La vérification de {{name}} a été refusée.',
    },
    under_review: {
      users: 'Statut mis à jour',
      companies: 'Statut mis à jour',
      description: '{{name}} est maintenant en cours d’examen.',
    },
  },
};

export default fr;
