import type { DocumentsTexts } from './en';

const fr: DocumentsTexts = {
  description:
    'Tous les documents envoyés par les chauffeurs et les entreprises, et leur statut de vérification.',
  upload: 'Téléverser un document',
  uploadLater: 'Le téléversement de documents arrivera dans une version ultérieure.',
  cards: {
    total: { title: 'Documents au total', description: 'Envoyés par les chauffeurs et les entreprises' },
    verified: { title: 'Vérifiés', description: 'Contrôlés et acceptés' },
    pending: { title: 'En attente', description: 'En attente de contrôle' },
    expiringSoon: { title: 'Expirent bientôt', description: 'Expirent dans {{days}} jours au plus' },
  },
  search: 'Rechercher des documents',
  searchPlaceholder: 'Nom de fichier, utilisateur ou type',
  status: 'Statut',
  allStatus: 'Tous les statuts',
  userType: "Type d'utilisateur",
  allUserTypes: 'Tous les utilisateurs',
  userTypes: { Driver: 'Chauffeur', Company: 'Entreprise' },
  tableLabel: 'Documents',
  emptyTitle: 'Aucun document ne correspond',
  emptyHint: 'Essayez une autre recherche ou retirez les filtres.',
  columns: {
    document: 'Document',
    user: 'Utilisateur',
    type: 'Type',
    size: 'Taille',
    uploaded: 'Envoyé le',
    expiry: 'Expiration',
    status: 'Statut',
    actions: 'Actions',
  },
  expired: 'Expiré',
  expiringSoon: 'Expire bientôt',
  statusActions: 'Actions de statut pour {{document}}',
};

export default fr;
