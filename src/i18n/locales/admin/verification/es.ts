import type { VerificationTexts } from './en';

const es: VerificationTexts = {
  users: {
    description: 'Revise los documentos de los nuevos usuarios y apruebe o rechace su verificación.',
    search: 'Buscar por nombre o correo electrónico',
    list: 'Usuarios pendientes de verificación',
    subject: 'Usuario',
    company: 'Empresa',
    joinDate: 'Fecha de alta',
  },
  companies: {
    description: 'Revise los documentos de las nuevas empresas y apruebe o rechace su verificación.',
    search: 'Buscar por nombre, correo electrónico o persona de contacto',
    list: 'Empresas pendientes de verificación',
    subject: 'Empresa',
    contactPerson: 'Persona de contacto',
    location: 'Ubicación',
    registered: 'Fecha de registro',
  },
  cards: {
    pending: 'En espera de una primera revisión',
    under_review: 'En revisión ahora mismo',
    approved: 'Verificación aprobada',
    rejected: 'Verificación rechazada',
  },
  filters: {
    status: 'Estado',
    allStatuses: 'Todos los estados',
    priority: 'Prioridad',
    allPriorities: 'Todas las prioridades',
    role: 'Rol',
    allRoles: 'Todos los roles',
    type: 'Tipo',
    allTypes: 'Todos los tipos',
  },
  columns: {
    documents: 'Documentos',
    priority: 'Prioridad',
    status: 'Estado',
    actions: 'Acciones',
  },
  noCompany: 'Ninguna',
  actions: {
    APPROVE: 'Aprobar',
    REJECT: 'Rechazar',
    MARK_UNDER_REVIEW: 'Marcar en revisión',
  },
  actionsFor: {
    APPROVE: 'Aprobar a {{name}}',
    REJECT: 'Rechazar a {{name}}',
    MARK_UNDER_REVIEW: 'Marcar en revisión a {{name}}',
  },
  documents: {
    view: 'Ver documentos',
    viewFor: 'Ver documentos de {{name}}',
    title: 'Documentos de {{name}}',
    description: 'Los archivos que {{name}} envió para su verificación.',
    uploaded: 'Subido el {{date}}',
    none: 'No se envió ningún documento.',
    close: 'Cerrar',
  },
  toasts: {
    approved: {
      users: 'Usuario aprobado',
      companies: 'Empresa aprobada',
      description: '{{name}} se ha verificado y aprobado correctamente.',
    },
    rejected: {
      users: 'Usuario rechazado',
      companies: 'Empresa rechazada',
      description: 'Se ha rechazado la verificación de {{name}}.',
    },
    under_review: {
      users: 'Estado actualizado',
      companies: 'Estado actualizado',
      description: '{{name}} está ahora en revisión.',
    },
  },
};

export default es;
