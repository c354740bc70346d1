import type { NotificationListTexts } from './en';

const es: NotificationListTexts = {
  description: 'Avisos sobre usuarios, empresas, trabajos, pagos y disputas.',
  summary: '{{unread}} sin leer de {{total}}',
  markAllRead: 'Marcar todas como leídas',
  allReadTitle: 'Todas las notificaciones marcadas como leídas',
  allReadDescription: 'No tiene notificaciones sin leer.',
  searchLabel: 'Buscar notificaciones',
  searchPlaceholder: 'Buscar por título o mensaje...',
  typeFilter: 'Tipo',
  allTypes: 'Todos los tipos',
  readFilter: 'Estado de lectura',
  readFilters: {
    all: 'Todas',
    unread: 'Sin leer',
    read: 'Leídas',
  },
  tableLabel: 'Notificaciones',
  columns: {
    notification: 'Notificación',
    type: 'Tipo',
    priority: 'Prioridad',
    time: 'Hora',
    status: 'Estado',
  },
  markRead: 'Marcar como leída',
  markReadLabel: 'Marcar {{title}} como leída',
  emptyTitle: 'No se encontraron notificaciones',
  emptyHint: 'Pruebe con otra búsqueda u otro filtro.',
};

export default es;
