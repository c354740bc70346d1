import type { DataToolsTexts } from './en';

const es: DataToolsTexts = {
  title: 'Herramientas de datos',
  description:
    'Saca los datos del back office de este navegador, vuelve a cargarlos o empieza de nuevo con los datos de ejemplo.',
  export: {
    button: 'Exportar datos',
    hint: 'Descarga todos los datos (usuarios, empresas, trabajos, pagos, roles, notificaciones, actividad) en un solo archivo JSON.',
    done: 'Datos exportados',
    doneDescription: 'Guardados como {{file}}.',
  },
  import: {
    button: 'Importar datos',
    hint: 'Carga un archivo creado con Exportar datos y reemplaza todos los datos por él. Un archivo incorrecto no cambia nada.',
    done: 'Datos importados',
    doneDescription: 'Todos los datos vienen ahora de {{file}}.',
    refused: 'No se importó nada',
    reasons: {
      unreadable: 'No se pudo leer {{file}}.',
      notJson: '{{file}} no es un archivo JSON, o está dañado.',
      foreign: '{{file}} no se creó con Exportar datos de este back office.',
      shape: '{{file}} no contiene secciones de datos.',
      unknownSection: '{{file}} tiene una sección que este back office no tiene: {{section}}.',
      missingSection: 'Falta la sección {{section}} en {{file}}.',
      version: 'La sección {{section}} de {{file}} la guardó una versión más reciente del back office.',
      invalid: 'La sección {{section}} de {{file}} no contiene datos válidos.',
    },
  },
  storage: {
    checking: 'Comprobando cuánto guarda este navegador para el back office…',
    usage: 'Este navegador guarda {{usage}} para el back office, de los {{quota}} que permite.',
    usageUnknown: 'Este navegador no indica cuánto guarda para el back office.',
    kept: 'El navegador conserva estos datos: no los borrará para liberar espacio.',
    mayClear: 'El navegador puede borrar estos datos cuando le falte espacio.',
    keep: 'Pedir al navegador que conserve los datos',
    agreed: 'El navegador aceptó conservar los datos.',
    declined: 'El navegador no aceptó: aún puede borrar los datos cuando le falte espacio.',
  },
  reset: {
    button: 'Restablecer datos de ejemplo',
    hint: 'Reemplaza todos los datos, y cada cambio hecho en ellos, por los datos de ejemplo.',
    confirmTitle: '¿Restablecer los datos de ejemplo?',
    confirmMessage:
      'Se pierde cada cambio hecho aquí en usuarios, empresas, trabajos, pagos, roles y notificaciones, y el registro de actividad se vacía. Exporta los datos antes para conservar una copia.',
    cancel: 'Cancelar',
    confirm: 'Restablecer',
    done: 'Datos de ejemplo restablecidos',
    doneDescription: 'Todos los datos vuelven a ser los datos de ejemplo.',
  },
};

export default es;
