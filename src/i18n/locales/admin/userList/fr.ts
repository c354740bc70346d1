import type { UserListTexts } from './en';

const fr: UserListTexts = {
  description:
    'Toutes les personnes de la place de marché : trouvez un utilisateur, vérifiez son statut et agissez.',
  verifyUsers: 'Vérifier les utilisateurs',
  addUser: 'Ajouter un utilisateur',
  cards: {
    total: {
      title: 'Utilisateurs au total',
      description: 'Dont {{count}} en cours d’examen',
    },
    active: {
      title: 'Utilisateurs actifs',
      description: 'Peuvent utiliser la place de marché',
    },
    pending: {
      title: 'Vérification en attente',
      description: 'En attente de leur vérification',
    },
    suspended: {
      title: 'Utilisateurs suspendus',
      description: 'Bloqués sur la place de marché',
    },
  },
  viewAll: 'Tout voir',
  viewAllLabel: 'Tout voir : utilisateurs en attente de vérification',
  searchLabel: 'Rechercher des utilisateurs',
  searchPlaceholder: 'Nom ou e-mail',
  allRoles: 'Tous les rôles',
  allStatus: 'Tous les statuts',
  statusFilter: 'Statut',
  tableLabel: 'Utilisateurs',
  columns: {
    user: 'Utilisateur',
    role: 'Rôle',
    company: 'Entreprise',
    status: 'Statut',
    verified: 'Vérifié',
    lastActive: 'Dernière activité',
  },
  verified: 'Vérifié',
  notVerified: 'Non vérifié',
  noCompany: 'Aucune entreprise',
  view: 'Voir {{name}}',
  statusActions: 'Actions de statut pour {{name}}',
  bulk: {
    MARK_UNDER_REVIEW: 'Marquer en cours d’examen',
    SUSPEND: 'Suspendre',
    APPROVE: 'Approuver',
    REJECT: 'Rejeter',
  },
};

export default fr;
