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
  advancedFilters: 'Filtros avanzados',
  advanced: {
    buttonActive: 'Filtros avanzados ({{count}})',
    description:
      'Acote los pagos por importe, fecha, método y estado. Un campo vacío deja ese extremo abierto.',
    amountHint: 'Dólares estadounidenses, p. ej. 1500 o 99,50',
    fields: {
      min: 'Importe mínimo',
      max: 'Importe máximo',
      from: 'Desde la fecha',
      to: 'Hasta la fecha',
      method: 'Método',
      status: 'Estado',
    },
    allMethods: 'Todos los métodos',
    apply: 'Aplicar',
    reset: 'Restablecer',
    cancel: 'Cancelar',
    errors: {
      amountInvalid: 'Escriba el importe en cifras, p. ej. 1500 o 99,50.',
      amountNegative: 'Escriba un importe de 0 o más.',
      amountOrder: 'El máximo debe ser al menos el mínimo.',
      dateInvalid: 'Escriba una fecha completa.',
      dateOrder: 'La fecha final debe ser igual o posterior a la inicial.',
    },
  },
  emptyTitle: 'Ningún pago coincide',
  emptyDisputes: 'Ningún pago en disputa coincide',
  emptyHint: 'Pruebe otra búsqueda o cambie los filtros.',
};

export default es;
