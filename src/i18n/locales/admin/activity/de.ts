import type { ActivityTexts } from './en';

const de: ActivityTexts = {
  title: 'Aktivität',
  description: 'Jede Statusänderung im Backoffice, die neueste zuerst.',
  empty: 'Noch keine Aktivität.',
  emptyHint: 'Hier vorgenommene Statusänderungen erscheinen in dieser Liste.',
  tabDescription: 'Statusänderungen dieses Eintrags und dessen, was zu ihm gehört, die neueste zuerst.',
  change: '{{from}} → {{to}}',
  by: 'von {{who}}',
  types: {
    user: 'Benutzer',
    driverDocument: 'Fahrerdokument',
    company: 'Unternehmen',
    userVerification: 'Benutzerverifizierung',
    companyVerification: 'Unternehmensverifizierung',
    document: 'Dokument',
    job: 'Auftrag',
    applicant: 'Bewerber',
    assignment: 'Zuweisung',
    dispute: 'Streitfall',
  },
  events: {
    MARK_UNDER_REVIEW: 'In Prüfung gesetzt',
    SUSPEND: 'Gesperrt',
    APPROVE: 'Genehmigt',
    REJECT: 'Abgelehnt',
    VERIFY: 'Verifiziert',
    MARK_PENDING: 'Auf ausstehend gesetzt',
    ASSIGN_DRIVER: 'Fahrer zugewiesen',
    ASSIGN_BROKER: 'Makler zugewiesen',
    PAUSE: 'Pausiert',
    POST: 'Veröffentlicht',
    MARK_IN_REVIEW: 'In Prüfung gesetzt',
    RESOLVE: 'Gelöst',
    UNDO: 'Rückgängig gemacht',
    CHANGE: 'Geändert',
  },
};

export default de;
