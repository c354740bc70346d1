import type { PaymentsTexts } from './en';

/** Arabic texts of the payments screen. */
const ar: PaymentsTexts = {
  description: 'المعاملات ورسوم المنصة والمدفوعات المتنازع عليها',
  cards: {
    volume: { title: 'إجمالي الحجم', description: 'المدفوعات المكتملة' },
    fees: { title: 'رسوم المنصة', description: 'الرسوم المحصلة من المدفوعات المكتملة' },
    pending: { title: 'قيد الانتظار', description: 'بانتظار التسوية: {{pendingCount}}' },
    failed: { title: 'فاشلة', description: 'مدفوعات لم تتم' },
  },
  tabsLabel: 'أنواع المعاملات',
  tabs: {
    all: 'جميع المعاملات',
    job_payments: 'مدفوعات المهام',
    posting_fees: 'رسوم النشر',
    disputes: 'النزاعات',
  },
  columns: {
    id: 'المعرّف',
    job: 'المهمة',
    payer: 'الدافع',
    payee: 'المستفيد',
    amount: 'المبلغ',
    fee: 'الرسوم',
    method: 'طريقة الدفع',
    status: 'الحالة',
    date: 'التاريخ',
    type: 'النوع',
  },
  types: { job_payment: 'دفعة مهمة', job_posting_fee: 'رسوم نشر' },
  methods: { bankTransfer: 'تحويل بنكي', creditCard: 'بطاقة ائتمان' },
  search: 'البحث في المدفوعات',
  searchPlaceholder: 'البحث حسب الدافع أو المستفيد أو المعرّف',
  allStatus: 'جميع الحالات',
  export: 'تصدير',
  advancedFilters: 'عوامل تصفية متقدمة',
  laterRelease: 'متاح في إصدار لاحق',
  emptyTitle: 'لا توجد مدفوعات مطابقة',
  emptyDisputes: 'لا توجد مدفوعات متنازع عليها مطابقة',
  emptyHint: 'جرّب بحثًا آخر أو حالة أخرى.',
};

export default ar;
