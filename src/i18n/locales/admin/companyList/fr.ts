import type { CompanyListTexts } from './en';

const fr: CompanyListTexts = {
  description: 'Toutes les entreprises de la place de marché : leur type, leur statut et leur vérification.',
  cards: {
    total: { title: 'Total des entreprises', description: 'Inscrites sur la place de marché' },
    active: { title: 'Actives', description: 'En activité sur la place de marché' },
    pending: { title: 'En attente', description: 'Pas encore actives' },
    verified: { title: 'Vérifiées', description: 'Vérification approuvée' },
  },
  search: 'Rechercher des entreprises',
  searchPlaceholder: 'Nom ou e-mail',
  status: 'Statut',
  allTypes: 'Tous les types',
  allStatus: 'Tous les statuts',
  tableLabel: 'Entreprises',
  columns: {
    company: 'Entreprise',
    type: 'Type',
    status: 'Statut',
    verified: 'Vérifiée',
    employees: 'Employés',
    joined: 'Inscription',
    actions: 'Actions',
  },
  verified: 'Vérifiée',
  notVerified: 'Non vérifiée',
  view: 'Voir',
  viewCompany: 'Voir {{name}}',
  emptyTitle: 'Aucune entreprise trouvée.',
  detail: {
    back: 'Retour aux entreprises',
    tabsLabel: 'Sections de l’entreprise',
    tabs: {
      overview: 'Aperçu',
      jobs: 'Missions',
      users: 'Utilisateurs',
      documents: 'Documents',
    },
    stats: {
      totalJobs: { title: 'Total des missions', description: 'Publiées par cette entreprise' },
      activeJobs: { title: 'Missions actives', description: 'Ouvertes aux candidatures' },
      completedJobs: { title: 'Missions terminées', description: 'Livrées et clôturées' },
      totalUsers: { title: 'Total des utilisateurs', description: 'Comptes de cette entreprise' },
    },
    contact: 'Coordonnées',
    about: 'Informations sur l’entreprise',
    registrationDate: 'Date d’immatriculation',
    joined: 'Inscription sur la place de marché',
    notGiven: 'Non renseigné',
    noDescription: 'Pas encore de description.',
    jobs: {
      label: 'Missions de {{name}}',
      columns: {
        title: 'Mission',
        status: 'Statut',
        pay: 'Rémunération',
        posted: 'Publiée le',
        due: 'Échéance',
      },
      emptyTitle: 'Aucune mission pour l’instant',
      emptyHint: 'Cette entreprise n’a publié aucune mission.',
    },
    users: {
      label: 'Utilisateurs de {{name}}',
      columns: {
        name: 'Nom',
        role: 'Rôle',
        status: 'Statut',
        verified: 'Vérifié',
      },
      emptyTitle: 'Aucun utilisateur pour l’instant',
      emptyHint: 'Aucun compte utilisateur n’appartient à cette entreprise.',
    },
    documents: {
      label: 'Documents de {{name}}',
      columns: {
        name: 'Document',
        status: 'Statut',
        uploaded: 'Téléversé le',
      },
      emptyTitle: 'Aucun document pour l’instant',
      emptyHint: 'Cette entreprise n’a téléversé aucun document.',
    },
  },
};

export default fr;
