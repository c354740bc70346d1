import type { ToolsTexts } from './en';

const es: ToolsTexts = {
  undo: {
    action: 'Deshacer',
    doneTitle: 'Cambio deshecho',
    doneDescription: 'Todo lo que cambió ha vuelto a como estaba.',
    refusedTitle: 'No se puede deshacer',
    refusedDescription: 'Ha vuelto a cambiar desde entonces, así que no se ha deshecho nada.',
  },
  whyNot: {
    state: 'No es posible mientras el estado es {{status}}.',
    already: 'Ya está en {{status}}.',
    guard: {
      driverIsVerified: 'Solo se puede asignar un conductor verificado.',
    },
  },
  bulk: {
    toolbar: 'Acciones en bloque',
    selected: '{{count}} seleccionados',
    clear: 'Quitar la selección',
    selectRow: 'Seleccionar {{name}}',
    selectAll: 'Seleccionar los {{count}}',
    selectedAll: 'Los {{count}} de esta búsqueda seleccionados',
    applied: {
      APPROVE: '{{count}} aprobados',
      REJECT: '{{count}} rechazados',
      MARK_UNDER_REVIEW: '{{count}} en revisión',
      SUSPEND: '{{count}} suspendidos',
      VERIFY: '{{count}} verificados',
      MARK_PENDING: '{{count}} marcados como pendientes',
      RESOLVE: '{{count}} resueltos',
      MARK_IN_REVIEW: '{{count}} en revisión',
    },
    skipped: '{{count}} omitidos ({{reason}})',
    reason: {
      already: 'ya en {{status}}',
      state: 'no es posible en {{status}}',
      guard: 'no permitido',
    },
    noneApplied: 'No ha cambiado nada',
  },
  export: {
    button: 'Exportar',
    done: 'Exportación lista',
    doneDescription: '{{count}} filas guardadas como {{file}}.',
  },
  columns: {
    button: 'Columnas',
  },
  grid: {
    noColumns: 'Sin columnas',
    manageColumns: 'Gestionar columnas',
    columnMenu: 'Menú de la columna {{name}}',
  },
};

export default es;
