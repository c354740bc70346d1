import type { JobListTexts } from './en';

const de: JobListTexts = {
  description: 'Alle Aufträge des Marktplatzes: Status, Art, Vergütung und Fälligkeit.',
  cards: {
    total: { title: 'Aufträge gesamt', description: 'Alle Aufträge, unabhängig vom Status' },
    active: { title: 'Aktiv', description: 'Offen für Bewerbungen' },
    in_progress: { title: 'In Bearbeitung', description: 'Ein Fahrer ist im Einsatz' },
    completed: { title: 'Abgeschlossen', description: 'Geliefert und abgeschlossen' },
  },
  search: 'Aufträge durchsuchen',
  searchPlaceholder: 'Auftragstitel oder Unternehmen',
  status: 'Status',
  allStatus: 'Alle Status',
  type: 'Art',
  allTypes: 'Alle Arten',
  types: {
    short: 'Kurz',
    medium: 'Mittel',
    long: 'Lang',
  },
  typesWithRange: {
    short: 'Kurz (1–2 Tage)',
    medium: 'Mittel (1–3 Wochen)',
    long: 'Lang (1–3 Monate)',
  },
  tableLabel: 'Aufträge',
  emptyTitle: 'Keine passenden Aufträge',
  emptyHint: 'Versuchen Sie eine andere Suche oder entfernen Sie die Filter.',
  columns: {
    title: 'Auftragstitel',
    company: 'Unternehmen',
    type: 'Art',
    pay: 'Vergütung',
    status: 'Status',
    posted: 'Veröffentlicht',
    due: 'Fällig',
  },
};

export default de;
