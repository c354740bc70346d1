import type { JobListTexts } from './en';

const es: JobListTexts = {
  description: 'Todos los trabajos del mercado: su estado, tipo, pago y fecha de entrega.',
  cards: {
    total: { title: 'Total de trabajos', description: 'Todos los trabajos, sea cual sea su estado' },
    active: { title: 'Activos', description: 'Abiertos a solicitudes' },
    in_progress: { title: 'En curso', description: 'Un conductor está trabajando en ellos' },
    completed: { title: 'Completados', description: 'Entregados y cerrados' },
  },
  search: 'Buscar trabajos',
  searchPlaceholder: 'Título del trabajo o empresa',
  status: 'Estado',
  allStatus: 'Todos los estados',
  type: 'Tipo',
  allTypes: 'Todos los tipos',
  types: {
    short: 'Corto',
    medium: 'Medio',
    long: 'Largo',
  },
  typesWithRange: {
    short: 'Corto (1-2 días)',
    medium: 'Medio (1-3 semanas)',
    long: 'Largo (1-3 meses)',
  },
  tableLabel: 'Trabajos',
  emptyTitle: 'Ningún trabajo coincide',
  emptyHint: 'Pruebe otra búsqueda o quite los filtros.',
  columns: {
    title: 'Título del trabajo',
    company: 'Empresa',
    type: 'Tipo',
    pay: 'Pago',
    status: 'Estado',
    posted: 'Publicado',
    due: 'Entrega',
  },
};

export default es;
