import type { DocumentsTexts } from './en';

const de: DocumentsTexts = {
  description: 'Alle von Fahrern und Unternehmen hochgeladenen Dokumente und ihr Prüfstatus.',
  upload: 'Dokument hochladen',
  uploadLater: 'Das Hochladen von Dokumenten folgt in einer späteren Version.',
  cards: {
    total: { title: 'Dokumente gesamt', description: 'Von Fahrern und Unternehmen hochgeladen' },
    verified: { title: 'Verifiziert', description: 'Geprüft und akzeptiert' },
    pending: { title: 'Ausstehend', description: 'Warten auf Prüfung' },
    expiringSoon: { title: 'Laufen bald ab', description: 'Laufen innerhalb von {{days}} Tagen ab' },
  },
  search: 'Dokumente durchsuchen',
  searchPlaceholder: 'Dateiname, Benutzer oder Typ',
  status: 'Status',
  allStatus: 'Alle Status',
  userType: 'Benutzertyp',
  allUserTypes: 'Alle Benutzer',
  userTypes: { Driver: 'Fahrer', Company: 'Unternehmen' },
  tableLabel: 'Dokumente',
  emptyTitle: 'Keine passenden Dokumente',
  emptyHint: 'Versuchen Sie eine andere Suche oder entfernen Sie die Filter.',
  columns: {
    document: 'Dokument',
    user: 'Benutzer',
    type: 'Typ',
    size: 'Größe',
    uploaded: 'Hochgeladen',
    expiry: 'Ablauf',
    status: 'Status',
    actions: 'Aktionen',
  },
  expired: 'Abgelaufen',
  expiringSoon: 'Läuft bald ab',
  statusActions: 'Statusaktionen für {{document}}',
};

export default de;
