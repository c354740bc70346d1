import type { NotificationListTexts } from './en';

const fr: NotificationListTexts = {
  description: 'Alertes sur les utilisateurs, entreprises, missions, paiements et litiges.',
  summary: '{{unread}} non lues sur {{total}}',
  markAllRead: 'Tout marquer comme lu',
  allReadTitle: 'Toutes les notifications sont marquées comme lues',
  allReadDescription: 'Vous n’avez aucune notification non lue.',
  searchLabel: 'Rechercher des notifications',
  searchPlaceholder: 'Rechercher par titre ou message...',
  typeFilter: 'Type',
  allTypes: 'Tous les types',
  readFilter: 'État de lecture',
  readFilters: {
    all: 'Toutes',
    unread: 'Non lues',
    read: 'Lues',
  },
  tableLabel: 'Notifications',
  columns: {
    notification: 'Notification',
    type: 'Type',
    priority: 'Priorité',
    time: 'Heure',
    status: 'État',
  },
  markRead: 'Marquer comme lue',
  markReadLabel: 'Marquer {{title}} comme lue',
  emptyTitle: 'Aucune notification trouvée',
  emptyHint: 'Essayez une autre recherche ou un autre filtre.',
};

export default fr;
