import type { UserListTexts } from './en';

const de: UserListTexts = {
  description: 'Alle Personen auf dem Marktplatz: Benutzer finden, Status prüfen und handeln.',
  verifyUsers: 'Benutzer verifizieren',
  addUser: 'Benutzer hinzufügen',
  cards: {
    total: {
      title: 'Benutzer gesamt',
      description: 'Davon {{count}} in Prüfung',
    },
    active: {
      title: 'Aktive Benutzer',
      description: 'Können den Marktplatz nutzen',
    },
    pending: {
      title: 'Verifizierung ausstehend',
      description: 'Warten auf ihre Verifizierung',
    },
    suspended: {
      title: 'Gesperrte Benutzer',
      description: 'Vom Marktplatz ausgeschlossen',
    },
  },
  viewAll: 'Alle anzeigen',
  viewAllLabel: 'Alle anzeigen: Benutzer mit ausstehender Verifizierung',
  searchLabel: 'Benutzer suchen',
  searchPlaceholder: 'Name oder E-Mail',
  allRoles: 'Alle Rollen',
  allStatus: 'Alle Status',
  statusFilter: 'Status',
  tableLabel: 'Benutzer',
  columns: {
    user: 'Benutzer',
    role: 'Rolle',
    company: 'Unternehmen',
    status: 'Status',
    verified: 'Verifiziert',
    lastActive: 'Zuletzt aktiv',
  },
  verified: 'Verifiziert',
  notVerified: 'Nicht verifiziert',
  noCompany: 'Kein Unternehmen',
  view: '{{name}} anzeigen',
  statusActions: 'Statusaktionen für {{name}}',
  bulk: {
    MARK_UNDER_REVIEW: 'Zur Prüfung markieren',
    SUSPEND: 'Sperren',
    APPROVE: 'Freigeben',
    REJECT: 'Ablehnen',
  },
};

export default de;
