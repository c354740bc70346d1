import type { JobListTexts } from './en';

const fr: JobListTexts = {
  description: 'Toutes les missions de la place de marché : statut, type, rémunération et échéance.',
  cards: {
    total: { title: 'Total des missions', description: 'Toutes les missions, quel que soit leur statut' },
    active: { title: 'Actives', description: 'Ouvertes aux candidatures' },
    in_progress: { title: 'En cours', description: 'Un chauffeur est sur la mission' },
    completed: { title: 'Terminées', description: 'Livrées et closes' },
  },
  search: 'Rechercher des missions',
  searchPlaceholder: 'Titre de la mission ou entreprise',
  status: 'Statut',
  allStatus: 'Tous les statuts',
  type: 'Type',
  allTypes: 'Tous les types',
  types: {
    short: 'Courte',
    medium: 'Moyenne',
    long: 'Longue',
  },
  typesWithRange: {
    short: 'Courte (1 à 2 jours)',
    medium: 'Moyenne (1 à 3 semaines)',
    long: 'Longue (1 à 3 mois)',
  },
  tableLabel: 'Missions',
  emptyTitle: 'Aucune mission ne correspond',
  emptyHint: 'Essayez une autre recherche ou retirez les filtres.',
  columns: {
    title: 'Titre de la mission',
    company: 'Entreprise',
    type: 'Type',
    pay: 'Rémunération',
    status: 'Statut',
    posted: 'Publiée le',
    due: 'Échéance',
  },
};

export default fr;
