import type { VerificationTexts } from './en';

const de: VerificationTexts = {
  users: {
    description:
      'Prüfen Sie die Dokumente neuer Benutzer und genehmigen oder lehnen Sie ihre Verifizierung ab.',
    search: 'Nach Name oder E-Mail suchen',
    list: 'Benutzer, die auf ihre Verifizierung warten',
    subject: 'Benutzer',
    company: 'Unternehmen',
    joinDate: 'Beitrittsdatum',
  },
  companies: {
    description:
      'Prüfen Sie die Dokumente neuer Unternehmen und genehmigen oder lehnen Sie ihre Verifizierung ab.',
    search: 'Nach Name, E-Mail oder Ansprechperson suchen',
    list: 'Unternehmen, die auf ihre Verifizierung warten',
    subject: 'Unternehmen',
    contactPerson: 'Ansprechperson',
    location: 'Standort',
    registered: 'Registriert',
  },
  cards: {
    pending: 'Warten auf eine erste Prüfung',
    under_review: 'Werden gerade geprüft',
    approved: 'Verifizierung genehmigt',
    rejected: 'Verifizierung abgelehnt',
  },
  filters: {
    status: 'Status',
    allStatuses: 'Alle Status',
    priority: 'Priorität',
    allPriorities: 'Alle Prioritäten',
    role: 'Rolle',
    allRoles: 'Alle Rollen',
    type: 'Typ',
    allTypes: 'Alle Typen',
  },
  columns: {
    documents: 'Dokumente',
    priority: 'Priorität',
    status: 'Status',
    actions: 'Aktionen',
  },
  noCompany: 'Keines',
  actions: {
    APPROVE: 'Genehmigen',
    REJECT: 'Ablehnen',
    MARK_UNDER_REVIEW: 'Zur Prüfung markieren',
  },
  actionsFor: {
    APPROVE: 'Genehmigen: {{name}}',
    REJECT: 'Ablehnen: {{name}}',
    MARK_UNDER_REVIEW: 'Zur Prüfung markieren: {{name}}',
  },
  documents: {
    view: 'Dokumente ansehen',
    viewFor: 'Dokumente ansehen: {{name}}',
    title: 'Dokumente von {{name}}',
    description: 'Die Dateien, die {{name}} zur Verifizierung eingereicht hat.',
    uploaded: 'Hochgeladen am {{date}}',
    none: 'Es wurden keine Dokumente eingereicht.',
    close: 'Schließen',
  },
  toasts: {
    approved: {
      users: 'Benutzer genehmigt',
      companies: 'Unternehmen genehmigt',
      description: '{{name}} wurde erfolgreich verifiziert und genehmigt.',
    },
    rejected: {
      users: 'Benutzer abgelehnt',
      companies: 'Unternehmen abgelehnt',
      description: 'Die Verifizierung von {{name}} wurde abgelehnt.',
    },
    under_review: {
      users: 'Status aktualisiert',
      companies: 'Status aktualisiert',
      description: '{{name}} wird jetzt geprüft.',
    },
  },
};

export default de;
