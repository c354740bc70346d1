import type { UserListTexts } from './en';

const es: UserListTexts = {
  description: 'Todas las personas del marketplace: busque un usuario, consulte su estado y actúe.',
  verifyUsers: 'Verificar usuarios',
  addUser: 'Añadir usuario',
  cards: {
    total: {
      title: 'Usuarios totales',
      description: 'Incluye {{count}} en revisión',
    },
    active: {
      title: 'Usuarios activos',
      description: 'Pueden usar el marketplace',
    },
    pending: {
      title: 'Verificación pendiente',
      description: 'A la espera de su verificación',
    },
    suspended: {
      title: 'Usuarios suspendidos',
      description: 'Bloqueados en el marketplace',
    },
  },
  viewAll: 'Ver todo',
  viewAllLabel: 'Ver todo: usuarios pendientes de verificación',
  searchLabel: 'Buscar usuarios',
  searchPlaceholder: 'Nombre o correo electrónico',
  allRoles: 'Todos los roles',
  allStatus: 'Todos los estados',
  statusFilter: 'Estado',
  tableLabel: 'Usuarios',
  columns: {
    user: 'Usuario',
    role: 'Rol',
    company: 'Empresa',
    status: 'Estado',
    verified: 'Verificado',
    lastActive: 'Última actividad',
  },
  verified: 'Verificado',
  notVerified: 'No verificado',
  noCompany: 'Sin empresa',
  view: 'Ver a {{name}}',
  statusActions: 'Acciones de estado para {{name}}',
  bulk: {
    MARK_UNDER_REVIEW: 'Marcar en revisión',
    SUSPEND: 'Suspender',
    APPROVE: 'Aprobar',
    REJECT: 'Rechazar',
  },
};

export default es;
