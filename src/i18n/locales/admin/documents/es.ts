import type { DocumentsTexts } from './en';

const es: DocumentsTexts = {
  description: 'Todos los documentos que han subido conductores y empresas, y su estado de verificación.',
  upload: 'Subir documento',
  uploadLater: 'La subida de documentos llegará en una versión posterior.',
  cards: {
    total: { title: 'Documentos totales', description: 'Subidos por conductores y empresas' },
    verified: { title: 'Verificados', description: 'Revisados y aceptados' },
    pending: { title: 'Pendientes', description: 'A la espera de revisión' },
    expiringSoon: { title: 'Vencen pronto', description: 'Vencen en {{days}} días o menos' },
  },
  search: 'Buscar documentos',
  searchPlaceholder: 'Nombre de archivo, usuario o tipo',
  status: 'Estado',
  allStatus: 'Todos los estados',
  userType: 'Tipo de usuario',
  allUserTypes: 'Todos los usuarios',
  userTypes: { Driver: 'Conductor', Company: 'Empresa' },
  tableLabel: 'Documentos',
  emptyTitle: 'Ningún documento coincide',
  emptyHint: 'Prueba otra búsqueda o quita los filtros.',
  columns: {
    document: 'Documento',
    user: 'Usuario',
    type: 'Tipo',
    size: 'Tamaño',
    uploaded: 'Subido',
    expiry: 'Vencimiento',
    status: 'Estado',
    actions: 'Acciones',
  },
  expired: 'Vencido',
  expiringSoon: 'Vence pronto',
  statusActions: 'Acciones de estado de {{document}}',
};

export default es;
