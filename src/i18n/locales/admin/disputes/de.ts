import type { DisputesTexts } from './en';

const de: DisputesTexts = {
  description: 'Streitfälle zwischen den Beteiligten eines Auftrags, mit Priorität und Status.',
  contactSupport: 'Support kontaktieren',
  contactSupportLabel: 'Support per E-Mail kontaktieren ({{email}})',
  supportSubject: 'Hilfe zu einem Streitfall',
  cards: {
    open: 'Warten auf erste Sichtung',
    in_review: 'Werden geprüft',
    resolved: 'Beigelegt und geschlossen',
    rejected: 'Ohne Maßnahme geschlossen',
  },
  search: 'Streitfälle durchsuchen',
  searchPlaceholder: 'Gemeldet von, gegen oder Auftrags-ID',
  status: 'Status',
  allStatus: 'Alle Status',
  priority: 'Priorität',
  allPriorities: 'Alle Prioritäten',
  tableLabel: 'Streitfälle',
  emptyTitle: 'Keine passenden Streitfälle',
  emptyHint: 'Versuchen Sie eine andere Suche oder entfernen Sie die Filter.',
  columns: {
    id: 'Streitfall-ID',
    job: 'Auftrags-ID',
    raisedBy: 'Gemeldet von',
    against: 'Gegen',
    reason: 'Grund',
    priority: 'Priorität',
    status: 'Status',
    created: 'Erstellt',
    actions: 'Aktionen',
  },
  actions: {
    MARK_IN_REVIEW: 'Streitfall {{id}} in Prüfung nehmen',
    RESOLVE: 'Streitfall {{id}} stattgeben',
    REJECT: 'Streitfall {{id}} ablehnen',
  },
  events: {
    MARK_IN_REVIEW: 'In Prüfung nehmen',
    RESOLVE: 'Stattgeben',
    REJECT: 'Ablehnen',
  },
  changed: {
    MARK_IN_REVIEW: { title: 'Streitfall in Prüfung', description: '{{id}} wird jetzt geprüft.' },
    RESOLVE: { title: 'Streitfall gelöst', description: '{{id}} wurde zugunsten von {{name}} gelöst.' },
    REJECT: {
      title: 'Streitfall abgelehnt',
      description: '{{id}} wurde abgelehnt: Die Beschwerde von {{name}} wird ohne Maßnahme geschlossen.',
    },
  },
};

export default de;
