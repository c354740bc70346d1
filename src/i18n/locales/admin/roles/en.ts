import type { Widen } from '../../../types';

/** English texts of the roles screen (admin.roles.*): the reference for the other languages. */
const en = {
  description: 'The roles users hold, their job posting fees and the order they are listed in.',
  create: 'Create Role',
  tableLabel: 'Roles',
  emptyTitle: 'No roles yet',
  columns: {
    name: 'Name',
    description: 'Description',
    kind: 'Type',
    fee: 'Job Post Fee',
    sortOrder: 'Sort Order',
    users: 'Users',
    actions: 'Actions',
  },
  kinds: {
    company: 'Company',
    individual: 'Individual',
  },
  actions: {
    edit: 'Edit',
    editRole: 'Edit {{name}}',
    delete: 'Delete',
    deleteRole: 'Delete {{name}}',
  },
  form: {
    createTitle: 'Create Role',
    editTitle: 'Edit Role',
    createDescription: 'Add a role that users can be given.',
    editDescription: 'Change the role {{name}}. Its users keep it.',
    name: 'Role name',
    description: 'Description',
    companyRole: 'Company role (users belong to a company)',
    fee: 'Job post fee (USD)',
    wholeNumberHint: 'Whole dollars; anything that is not a number counts as 0.',
    sortOrder: 'Sort order',
    sortOrderHint: 'Lower numbers are listed first.',
    cancel: 'Cancel',
    save: 'Save',
    nameRequired: 'Enter a role name.',
    nameTaken: 'A role with this name already exists.',
  },
  toasts: {
    created: 'Role Created',
    createdDescription: '{{name}} has been created.',
    updated: 'Role Updated',
    updatedDescription: '{{name}} has been updated.',
    deleted: 'Role Deleted',
    deletedDescription: '{{name}} has been deleted.',
    cannotDelete: 'Cannot Delete Role',
    cannotDeleteDescription: 'This role has active users assigned to it.',
  },
  confirm: {
    title: 'Delete Role',
    message: 'Delete the role {{name}}? This cannot be undone.',
    cancel: 'Cancel',
    delete: 'Delete',
  },
};

export type RolesTexts = Widen<typeof en>;
export default en satisfies RolesTexts;
