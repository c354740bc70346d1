import type { CompanyListTexts } from './en';

const es: CompanyListTexts = {
  description: 'Todas las empresas del mercado: su tipo, estado y verificación.',
  cards: {
    total: { title: 'Total de empresas', description: 'Registradas en el mercado' },
    active: { title: 'Activas', description: 'Trabajando en el mercado' },
    pending: { title: 'Pendientes', description: 'Aún no activas' },
    verified: { title: 'Verificadas', description: 'Verificación aprobada' },
  },
  search: 'Buscar empresas',
  searchPlaceholder: 'Nombre o correo electrónico',
  status: 'Estado',
  allTypes: 'Todos los tipos',
  allStatus: 'Todos los estados',
  tableLabel: 'Empresas',
  columns: {
    company: 'Empresa',
    type: 'Tipo',
    status: 'Estado',
    verified: 'Verificada',
    employees: 'Empleados',
    joined: 'Alta',
    actions: 'Acciones',
  },
  verified: 'Verificada',
  notVerified: 'Sin verificar',
  view: 'Ver',
  viewCompany: 'Ver {{name}}',
  emptyTitle: 'No se encontraron empresas.',
  detail: {
    back: 'Volver a Empresas',
    tabsLabel: 'Secciones de la empresa',
    tabs: {
      overview: 'Resumen',
      jobs: 'Trabajos',
      users: 'Usuarios',
      documents: 'Documentos',
    },
    stats: {
      totalJobs: { title: 'Total de trabajos', description: 'Publicados por esta empresa' },
      activeJobs: { title: 'Trabajos activos', description: 'Abiertos a solicitudes' },
      completedJobs: { title: 'Trabajos completados', description: 'Entregados y cerrados' },
      totalUsers: { title: 'Total de usuarios', description: 'Cuentas de esta empresa' },
    },
    contact: 'Información de contacto',
    about: 'Datos de la empresa',
    registrationDate: 'Fecha de registro',
    joined: 'Alta en el mercado',
    notGiven: 'No indicado',
    noDescription: 'Todavía no hay descripción.',
    jobs: {
      label: 'Trabajos de {{name}}',
      columns: {
        title: 'Trabajo',
        status: 'Estado',
        pay: 'Pago',
        posted: 'Publicado',
        due: 'Vencimiento',
      },
      emptyTitle: 'Aún no hay trabajos',
      emptyHint: 'Esta empresa no ha publicado ningún trabajo.',
    },
    users: {
      label: 'Usuarios de {{name}}',
      columns: {
        name: 'Nombre',
        role: 'Rol',
        status: 'Estado',
        verified: 'Verificado',
      },
      emptyTitle: 'Aún no hay usuarios',
      emptyHint: 'Ninguna cuenta de usuario pertenece a esta empresa.',
    },
    documents: {
      label: 'Documentos de {{name}}',
      columns: {
        name: 'Documento',
        status: 'Estado',
        uploaded: 'Subido',
      },
      emptyTitle: 'Aún no hay documentos',
      emptyHint: 'Esta empresa no ha subido ningún documento.',
    },
  },
};

export default es;
