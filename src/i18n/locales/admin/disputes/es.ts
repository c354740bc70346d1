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
  actions: {
    MARK_IN_REVIEW: 'Marcar la disputa {{id}} en revisión',
    RESOLVE: 'Aprobar la disputa {{id}}',
    REJECT: 'Rechazar la disputa {{id}}',
  },
  events: {
    MARK_IN_REVIEW: 'Marcar en revisión',
    RESOLVE: 'Aprobar',
    REJECT: 'Rechazar',
  },
  changed: {
    MARK_IN_REVIEW: { title: 'Disputa en revisión', description: '{{id}} se está examinando.' },
    RESOLVE: { title: 'Disputa resuelta', description: '{{id}} se resolvió a favor de {{name}}.' },
    REJECT: {
      title: 'Disputa rechazada',
      description: '{{id}} fue rechazada: la reclamación de {{name}} se cierra sin acción.',
    },
  },
};

export default es;
