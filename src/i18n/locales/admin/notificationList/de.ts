import type { NotificationListTexts } from './en';

const de: NotificationListTexts = {
  description: 'Hinweise zu Benutzern, Unternehmen, Aufträgen, Zahlungen und Streitfällen.',
  summary: '{{unread}} ungelesen von {{total}}',
  markAllRead: 'Alle als gelesen markieren',
  allReadTitle: 'Alle Benachrichtigungen als gelesen markiert',
  allReadDescription: 'Sie haben keine ungelesenen Benachrichtigungen.',
  searchLabel: 'Benachrichtigungen durchsuchen',
  searchPlaceholder: 'Nach Titel oder Nachricht suchen...',
  typeFilter: 'Typ',
  allTypes: 'Alle Typen',
  readFilter: 'Lesestatus',
  readFilters: {
    all: 'Alle',
    unread: 'Ungelesen',
    read: 'Gelesen',
  },
  tableLabel: 'Benachrichtigungen',
  columns: {
    notification: 'Benachrichtigung',
    type: 'Typ',
    priority: 'Priorität',
    time: 'Zeit',
    status: 'Status',
  },
  markRead: 'Als gelesen markieren',
  markReadLabel: '{{title}} als gelesen markieren',
  emptyTitle: 'Keine Benachrichtigungen gefunden',
  emptyHint: 'Versuchen Sie eine andere Suche oder einen anderen Filter.',
};

export default de;
