import type { RolesTexts } from './en';

const fr: RolesTexts = {
  description: 'Les rôles des utilisateurs, leurs frais de publication d’offres et leur ordre d’affichage.',
  create: 'Créer un rôle',
  tableLabel: 'Rôles',
  emptyTitle: 'Aucun rôle pour l’instant',
  columns: {
    name: 'Nom',
    description: 'Description',
    kind: 'Type',
    fee: 'Frais de publication',
    sortOrder: 'Ordre',
    users: 'Utilisateurs',
    actions: 'Actions',
  },
  kinds: {
    company: 'Entreprise',
    individual: 'Individuel',
  },
  actions: {
    edit: 'Modifier',
    editRole: 'Modifier {{name}}',
    delete: 'Supprimer',
    deleteRole: 'Supprimer {{name}}',
  },
  form: {
    createTitle: 'Créer un rôle',
    editTitle: 'Modifier le rôle',
    createDescription: 'Ajoutez un rôle que les utilisateurs pourront recevoir.',
    editDescription: 'Modifiez le rôle {{name}}. Ses utilisateurs le conservent.',
    name: 'Nom du rôle',
    description: 'Description',
    companyRole: 'Rôle d’entreprise (les utilisateurs appartiennent à une entreprise)',
    fee: 'Frais de publication (USD)',
    wholeNumberHint: 'Dollars entiers ; ce qui n’est pas un nombre compte pour 0.',
    sortOrder: 'Ordre',
    sortOrderHint: 'Les plus petits nombres sont affichés en premier.',
    cancel: 'Annuler',
    save: 'Enregistrer',
    nameRequired: 'Saisissez un nom de rôle.',
    nameTaken: 'Un rôle portant ce nom existe déjà.',
  },
  toasts: {
    created: 'Rôle créé',
    createdDescription: '{{name}} a été créé.',
    updated: 'Rôle mis à jour',
    updatedDescription: '{{name}} a été mis à jour.',
    deleted: 'Rôle supprimé',
    deletedDescription: '{{name}} a été supprimé.',
    cannotDelete: 'Impossible de supprimer le rôle',
    cannotDeleteDescription: 'Des utilisateurs actifs ont ce rôle.',
  },
  confirm: {
    title: 'Supprimer le rôle',
    message: 'Supprimer le rôle {{name}} ? Cette action est irréversible.',
    cancel: 'Annuler',
    delete: 'Supprimer',
  },
};

export default fr;
