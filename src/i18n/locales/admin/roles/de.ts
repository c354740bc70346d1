import type { RolesTexts } from './en';

const de: RolesTexts = {
  description: 'Die Rollen der Benutzer, ihre Gebühren für Auftragsanzeigen und ihre Reihenfolge.',
  create: 'Rolle erstellen',
  tableLabel: 'Rollen',
  emptyTitle: 'Noch keine Rollen',
  columns: {
    name: 'Name',
    description: 'Beschreibung',
    kind: 'Art',
    fee: 'Anzeigengebühr',
    sortOrder: 'Reihenfolge',
    users: 'Benutzer',
    actions: 'Aktionen',
  },
  kinds: {
    company: 'Unternehmen',
    individual: 'Einzelperson',
  },
  actions: {
    edit: 'Bearbeiten',
    editRole: '{{name}} bearbeiten',
    delete: 'Löschen',
    deleteRole: '{{name}} löschen',
  },
  form: {
    createTitle: 'Rolle erstellen',
    editTitle: 'Rolle bearbeiten',
    createDescription: 'Fügen Sie eine Rolle hinzu, die Benutzer erhalten können.',
    editDescription: 'Ändern Sie die Rolle {{name}}. Ihre Benutzer behalten sie.',
    name: 'Rollenname',
    description: 'Beschreibung',
    companyRole: 'Unternehmensrolle (Benutzer gehören zu einem Unternehmen)',
    fee: 'Anzeigengebühr (USD)',
    wholeNumberHint: 'Ganze Dollar; alles, was keine Zahl ist, zählt als 0.',
    sortOrder: 'Reihenfolge',
    sortOrderHint: 'Kleinere Zahlen stehen weiter oben.',
    cancel: 'Abbrechen',
    save: 'Speichern',
    nameRequired: 'Geben Sie einen Rollennamen ein.',
    nameTaken: 'Eine Rolle mit diesem Namen gibt es bereits.',
  },
  toasts: {
    created: 'Rolle erstellt',
    createdDescription: '{{name}} wurde erstellt.',
    updated: 'Rolle aktualisiert',
    updatedDescription: '{{name}} wurde aktualisiert.',
    deleted: 'Rolle gelöscht',
    deletedDescription: '{{name}} wurde gelöscht.',
    cannotDelete: 'Rolle kann nicht gelöscht werden',
    cannotDeleteDescription: 'Dieser Rolle sind aktive Benutzer zugewiesen.',
  },
  confirm: {
    title: 'Rolle löschen',
    message: 'Die Rolle {{name}} löschen? Dies kann nicht rückgängig gemacht werden.',
    cancel: 'Abbrechen',
    delete: 'Löschen',
  },
};

export default de;
