import type { RolesTexts } from './en';

const es: RolesTexts = {
  description:
    'Los roles que tienen los usuarios, sus tarifas de publicación de trabajos y el orden en que se muestran.',
  create: 'Crear rol',
  tableLabel: 'Roles',
  emptyTitle: 'Todavía no hay roles',
  columns: {
    name: 'Nombre',
    description: 'Descripción',
    kind: 'Tipo',
    fee: 'Tarifa de publicación',
    sortOrder: 'Orden',
    users: 'Usuarios',
    actions: 'Acciones',
  },
  kinds: {
    company: 'Empresa',
    individual: 'Individual',
  },
  actions: {
    edit: 'Editar',
    editRole: 'Editar {{name}}',
    delete: 'Eliminar',
    deleteRole: 'Eliminar {{name}}',
  },
  form: {
    createTitle: 'Crear rol',
    editTitle: 'Editar rol',
    createDescription: 'Añada un rol que se pueda asignar a los usuarios.',
    editDescription: 'Modifique el rol {{name}}. Sus usuarios lo conservan.',
    name: 'Nombre del rol',
    description: 'Descripción',
    companyRole: 'Rol de empresa (los usuarios pertenecen a una empresa)',
    fee: 'Tarifa de publicación (USD)',
    wholeNumberHint: 'Dólares enteros; lo que no sea un número cuenta como 0.',
    sortOrder: 'Orden',
    sortOrderHint: 'Los números más bajos se muestran primero.',
    cancel: 'Cancelar',
    save: 'Guardar',
    nameRequired: 'Introduzca un nombre de rol.',
    nameTaken: 'Ya existe un rol con este nombre.',
  },
  toasts: {
    created: 'Rol creado',
    createdDescription: 'Se ha creado {{name}}.',
    updated: 'Rol actualizado',
    updatedDescription: 'Se ha actualizado {{name}}.',
    deleted: 'Rol eliminado',
    deletedDescription: 'Se ha eliminado {{name}}.',
    cannotDelete: 'No se puede eliminar el rol',
    cannotDeleteDescription: 'Este rol tiene usuarios activos asignados.',
  },
  confirm: {
    title: 'Eliminar rol',
    message: '¿Eliminar el rol {{name}}? No se puede deshacer.',
    cancel: 'Cancelar',
    delete: 'Eliminar',
  },
};

export default es;
