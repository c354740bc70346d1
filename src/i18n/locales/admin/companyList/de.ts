import type { CompanyListTexts } from './en';

const de: CompanyListTexts = {
  description: 'Alle Unternehmen des Marktplatzes: Typ, Status und Verifizierung.',
  cards: {
    total: { title: 'Unternehmen gesamt', description: 'Auf dem Marktplatz registriert' },
    active: { title: 'Aktiv', description: 'Auf dem Marktplatz tätig' },
    pending: { title: 'Ausstehend', description: 'Noch nicht aktiv' },
    verified: { title: 'Verifiziert', description: 'Verifizierung genehmigt' },
  },
  search: 'Unternehmen suchen',
  searchPlaceholder: 'Name oder E-Mail',
  status: 'Status',
  allTypes: 'Alle Typen',
  allStatus: 'Alle Status',
  tableLabel: 'Unternehmen',
  columns: {
    company: 'Unternehmen',
    type: 'Typ',
    status: 'Status',
    verified: 'Verifiziert',
    employees: 'Mitarbeiter',
    joined: 'Beigetreten',
    actions: 'Aktionen',
  },
  verified: 'Verifiziert',
  notVerified: 'Nicht verifiziert',
  view: 'Ansehen',
  viewCompany: 'Ansehen: {{name}}',
  emptyTitle: 'Keine Unternehmen gefunden.',
  detail: {
    back: 'Zurück zu Unternehmen',
    tabsLabel: 'Bereiche des Unternehmens',
    tabs: {
      overview: 'Übersicht',
      jobs: 'Aufträge',
      users: 'Benutzer',
      documents: 'Dokumente',
    },
    stats: {
      totalJobs: { title: 'Aufträge gesamt', description: 'Von diesem Unternehmen veröffentlicht' },
      activeJobs: { title: 'Aktive Aufträge', description: 'Offen für Bewerbungen' },
      completedJobs: { title: 'Abgeschlossene Aufträge', description: 'Geliefert und abgeschlossen' },
      totalUsers: { title: 'Benutzer gesamt', description: 'Konten dieses Unternehmens' },
    },
    contact: 'Kontaktdaten',
    about: 'Unternehmensangaben',
    registrationDate: 'Registrierungsdatum',
    joined: 'Beitritt zum Marktplatz',
    notGiven: 'Nicht angegeben',
    noDescription: 'Noch keine Beschreibung.',
    jobs: {
      label: 'Aufträge von {{name}}',
      columns: {
        title: 'Auftrag',
        status: 'Status',
        pay: 'Vergütung',
        posted: 'Veröffentlicht',
        due: 'Fällig',
      },
      emptyTitle: 'Noch keine Aufträge',
      emptyHint: 'Dieses Unternehmen hat noch keine Aufträge veröffentlicht.',
    },
    users: {
      label: 'Benutzer von {{name}}',
      columns: {
        name: 'Name',
        role: 'Rolle',
        status: 'Status',
        verified: 'Verifiziert',
      },
      emptyTitle: 'Noch keine Benutzer',
      emptyHint: 'Zu diesem Unternehmen gehört kein Benutzerkonto.',
    },
    documents: {
      label: 'Dokumente von {{name}}',
      columns: {
        name: 'Dokument',
        status: 'Status',
        uploaded: 'Hochgeladen',
      },
      emptyTitle: 'Noch keine Dokumente',
      emptyHint: 'Dieses Unternehmen hat noch keine Dokumente hochgeladen.',
    },
  },
};

export default de;
