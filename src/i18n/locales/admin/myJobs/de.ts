import type { MyJobsTexts } from './en';

const de: MyJobsTexts = {
  description:
    'Die Aufträge, die Sie veröffentlicht haben: pausieren, erneut veröffentlichen oder einen neuen veröffentlichen.',
  postNew: 'Neuen Auftrag veröffentlichen',
  tabsLabel: 'Meine Aufträge nach Status',
  tabLabel: '{{label}} ({{count}})',
  tabs: {
    all: 'Alle',
    active: 'Aktiv',
    completed: 'Abgeschlossen',
    in_progress: 'In Bearbeitung',
  },
  tableLabel: 'Meine Aufträge: {{tab}}',
  emptyTitle: 'Hier gibt es keine Aufträge',
  emptyHint: 'Aufträge, die Sie veröffentlichen, erscheinen hier nach Status.',
  columns: {
    job: 'Auftrag',
    actions: 'Aktionen',
  },
  view: 'Details anzeigen',
  viewLabel: 'Details anzeigen: {{title}}',
  edit: 'Bearbeiten',
  editLabel: 'Bearbeiten: {{title}}',
  pause: 'Pausieren',
  pauseLabel: 'Pausieren: {{title}}',
  post: 'Veröffentlichen',
  postLabel: 'Veröffentlichen: {{title}}',
  whyNot: {
    notEditable:
      'Die Arbeit an diesem Auftrag hat begonnen oder ist beendet, daher kann er nicht mehr bearbeitet werden.',
  },
  toasts: {
    paused: 'Auftrag pausiert',
    pausedDescription: '{{title}} ist jetzt ein Entwurf und nimmt keine Bewerbungen an.',
    posted: 'Auftrag veröffentlicht',
    postedDescription: '{{title}} ist jetzt aktiv und offen für Bewerbungen.',
    drafted: 'Entwurf gespeichert',
    draftedDescription:
      '{{title}} wurde als Entwurf gespeichert. Veröffentlichen Sie ihn, wenn er fertig ist.',
    updated: 'Auftrag aktualisiert',
    updatedDescription: 'Die Änderungen an {{title}} sind gespeichert.',
    notEditable: 'Auftrag nicht aktualisiert',
    notEditableDescription:
      '{{title}} kann nicht mehr bearbeitet werden: Die Arbeit hat begonnen oder ist beendet.',
    refused: 'Status nicht geändert',
    refusedDescription: '{{title}} kann sich in seinem aktuellen Status nicht so ändern.',
  },
  form: {
    newTitle: 'Neuen Auftrag veröffentlichen',
    newDescription:
      'Beschreiben Sie den Auftrag. Speichern Sie ihn als Entwurf, um ihn später fertigzustellen, oder veröffentlichen Sie ihn für Bewerbungen.',
    editTitle: 'Auftrag bearbeiten',
    editDescription: 'Ändern Sie die Details von {{title}}. Der Status bleibt gleich.',
    fields: {
      title: 'Auftragstitel',
      description: 'Beschreibung',
      companyId: 'Unternehmen',
      payAmount: 'Vergütung (USD)',
      jobType: 'Auftragsart',
      dueDate: 'Fälligkeitsdatum',
      pickup: 'Abholadresse',
      dropoff: 'Lieferadresse',
      distance: 'Entfernung (Meilen)',
      requirements: 'Anforderungen',
    },
    hints: {
      payAmount: 'Ganze Dollar, zum Beispiel 1500.',
      dueDate: 'Ein Tag nach heute.',
      distance: 'In Meilen, zum Beispiel 420.',
      requirements: 'Eine pro Zeile, zum Beispiel CDL Klasse A.',
    },
    companyPlaceholder: 'Unternehmen wählen',
    typePlaceholder: 'Auftragsart wählen',
    errors: {
      titleRequired: 'Geben Sie einen Auftragstitel ein.',
      descriptionRequired: 'Geben Sie eine Beschreibung ein.',
      companyRequired: 'Wählen Sie das Unternehmen des Auftrags.',
      payRequired: 'Geben Sie die Vergütung ein.',
      payInvalid: 'Geben Sie die Vergütung in ganzen Dollar über 0 ein (zum Beispiel 1500).',
      typeRequired: 'Wählen Sie eine Auftragsart.',
      dueRequired: 'Geben Sie ein Fälligkeitsdatum ein.',
      dueInvalid: 'Geben Sie ein gültiges Datum ein.',
      dueNotAfterToday: 'Das Fälligkeitsdatum muss nach heute liegen.',
      pickupRequired: 'Geben Sie die Abholadresse ein.',
      dropoffRequired: 'Geben Sie die Lieferadresse ein.',
      distanceRequired: 'Geben Sie die Entfernung ein.',
      distanceInvalid: 'Geben Sie die Entfernung in Meilen über 0 ein (zum Beispiel 420).',
    },
    cancel: 'Abbrechen',
    save: 'Änderungen speichern',
    saveDraft: 'Als Entwurf speichern',
    postJob: 'Auftrag veröffentlichen',
  },
};

export default de;
