import type { ToolsTexts } from './en';

const fr: ToolsTexts = {
  undo: {
    action: 'Annuler',
    doneTitle: 'Modification annulée',
    doneDescription: 'Tout ce qu’elle avait changé est revenu comme avant.',
    refusedTitle: 'Annulation impossible',
    refusedDescription: 'L’élément a encore changé depuis, rien n’a donc été annulé.',
  },
  whyNot: {
    state: 'Impossible tant que le statut est {{status}}.',
    already: 'Déjà {{status}}.',
    guard: {
      driverIsVerified: 'Seul un chauffeur vérifié peut être affecté.',
    },
  },
  bulk: {
    toolbar: 'Actions groupées',
    selected: '{{count}} sélectionnés',
    clear: 'Effacer la sélection',
    selectRow: 'Sélectionner {{name}}',
    selectAll: 'Tout sélectionner ({{count}})',
    selectedAll: 'Les {{count}} de cette recherche sélectionnés',
    applied: {
      APPROVE: '{{count}} approuvés',
      REJECT: '{{count}} rejetés',
      MARK_UNDER_REVIEW: '{{count}} mis en examen',
      SUSPEND: '{{count}} suspendus',
      VERIFY: '{{count}} vérifiés',
      MARK_PENDING: '{{count}} remis en attente',
      RESOLVE: '{{count}} résolus',
      MARK_IN_REVIEW: '{{count}} mis en examen',
    },
    skipped: '{{count}} ignorés ({{reason}})',
    reason: {
      already: 'déjà {{status}}',
      state: 'impossible au statut {{status}}',
      guard: 'non autorisé',
    },
    noneApplied: 'Rien n’a changé',
  },
  export: {
    button: 'Exporter',
    done: 'Export prêt',
    doneDescription: '{{count}} lignes enregistrées dans {{file}}.',
  },
  columns: {
    button: 'Colonnes',
  },
  grid: {
    noColumns: 'Aucune colonne',
    manageColumns: 'Gérer les colonnes',
    columnMenu: 'Menu de la colonne {{name}}',
  },
};

export default fr;
