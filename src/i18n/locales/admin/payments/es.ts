import type { PaymentsTexts } from './en';

/** Spanish texts of the payments screen. */
const es: PaymentsTexts = {
  description: 'Transacciones, comisiones de la plataforma y pagos en disputa',
  cards: {
    volume: { title: 'Volumen total', description: 'Pagos completados' },
    fees: { title: 'Comisiones de la plataforma', description: 'Comisiones cobradas en pagos completados' },
    pending: { title: 'Pendientes', description: 'En espera de liquidación: {{pendingCount}}' },
    failed: { title: 'Fallidos', description: 'Pagos que no se realizaron' },
  },
  tabsLabel: 'Tipos de transacción',
  tabs: {
    all: 'Todas las transacciones',
    job_payments: 'Pagos de trabajos',
    posting_fees: 'Tarifas de publicación',
    disputes: 'Disputas',
  },
  columns: {
    id: 'ID',
    job: 'Trabajo',
    payer: 'Pagador',
    payee: 'Beneficiario',
    amount: 'Importe',
    fee: 'Comisión',
    method: 'Método',
    status: 'Estado',
    date: 'Fecha',
    type: 'Tipo',
  },
  types: { job_payment: 'Pago de trabajo', job_posting_fee: 'Tarifa de publicación' },
  methods: { bankTransfer: 'Transferencia bancaria', creditCard: 'Tarjeta de crédito' },
  search: 'Buscar pagos',
  searchPlaceholder: 'Buscar por pagador, beneficiario o ID',
  allStatus: 'Todos los estados',
  export: 'Exportar',
  advancedFilters: 'Filtros avanzados',
  laterRelease: 'Disponible en una versión posterior',
  emptyTitle: 'Ningún pago coincide',
  emptyDisputes: 'Ningún pago en disputa coincide',
  emptyHint: 'Pruebe otra búsqueda u otro estado.',
};

export default es;
