import type { ActivityTexts } from './en';

const es: ActivityTexts = {
  title: 'Actividad',
  description: 'Todos los cambios de estado del back office, los más recientes primero.',
  empty: 'Aún no hay actividad.',
  emptyHint: 'Los cambios de estado hechos aquí aparecen en esta lista.',
  tabDescription: 'Cambios de estado de este registro y de lo que le pertenece, los más recientes primero.',
  change: '{{from}} → {{to}}',
  by: 'por {{who}}',
  types: {
    user: 'Usuario',
    driverDocument: 'Documento del conductor',
    company: 'Empresa',
    userVerification: 'Verificación de usuario',
    companyVerification: 'Verificación de empresa',
    document: 'Documento',
    job: 'Trabajo',
    applicant: 'Solicitante',
    assignment: 'Asignación',
    dispute: 'Disputa',
  },
  events: {
    MARK_UNDER_REVIEW: 'Marcado en revisión',
    SUSPEND: 'Suspendido',
    APPROVE: 'Aprobado',
    REJECT: 'Rechazado',
    VERIFY: 'Verificado',
    MARK_PENDING: 'Marcado como pendiente',
    ASSIGN_DRIVER: 'Conductor asignado',
    ASSIGN_BROKER: 'Corredor asignado',
    PAUSE: 'En pausa',
    POST: 'Publicado',
    MARK_IN_REVIEW: 'Marcado en revisión',
    RESOLVE: 'Resuelto',
    UNDO: 'Deshecho',
    CHANGE: 'Cambiado',
  },
};

export default es;
