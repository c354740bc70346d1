import type { DisputesTexts } from './en';

const es: DisputesTexts = {
  description: 'Desacuerdos entre las partes de un trabajo, con su prioridad y su estado.',
  contactSupport: 'Contactar con soporte',
  contactSupportLabel: 'Contactar con soporte por correo ({{email}})',
  supportSubject: 'Ayuda con una disputa',
  cards: {
    open: 'A la espera de una primera revisión',
    in_review: 'En estudio',
    resolved: 'Resueltas y cerradas',
    rejected: 'Cerradas sin acción',
  },
  search: 'Buscar disputas',
  searchPlaceholder: 'Abierta por, contra o ID del trabajo',
  status: 'Estado',
  allStatus: 'Todos los estados',
  priority: 'Prioridad',
  allPriorities: 'Todas las prioridades',
  tableLabel: 'Disputas',
  emptyTitle: 'Ninguna disputa coincide',
  emptyHint: 'Prueba otra búsqueda o quita los filtros.',
  columns: {
    id: 'ID de disputa',
    job: 'ID del trabajo',
    raisedBy: 'Abierta por',
    against: 'Contra',
    reason: 'Motivo',
    priority: 'Prioridad',
    status: 'Estado',
    created: 'Creada',
    actions: 'Acciones',
  },
  approve: 'Aprobar la disputa {{id}}',
  reject: 'Rechazar la disputa {{id}}',
  decideLater: 'La resolución de disputas llegará en una versión posterior.',
  noDecision: 'No requiere decisión',
};

export default es;
