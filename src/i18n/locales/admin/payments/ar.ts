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
  advancedFilters: 'عوامل تصفية متقدمة',
  advanced: {
    buttonActive: 'عوامل تصفية متقدمة ({{count}})',
    description:
      'ضيّق المدفوعات حسب المبلغ والتاريخ وطريقة الدفع والحالة. الحقل الفارغ يترك ذلك الطرف مفتوحًا.',
    amountHint: 'بالدولار الأمريكي، مثل 1500 أو 99.50',
    fields: {
      min: 'الحد الأدنى للمبلغ',
      max: 'الحد الأقصى للمبلغ',
      from: 'من تاريخ',
      to: 'إلى تاريخ',
      method: 'طريقة الدفع',
      status: 'الحالة',
    },
    allMethods: 'جميع الطرق',
    apply: 'تطبيق',
    reset: 'إعادة تعيين',
    cancel: 'إلغاء',
    errors: {
      amountInvalid: 'أدخل المبلغ بالأرقام، مثل 1500 أو 99.50.',
      amountNegative: 'أدخل مبلغًا يساوي 0 أو أكثر.',
      amountOrder: 'يجب ألا يقل الحد الأقصى عن الحد الأدنى.',
      dateInvalid: 'أدخل تاريخًا كاملًا.',
      dateOrder: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.',
    },
  },
  emptyTitle: 'لا توجد مدفوعات مطابقة',
  emptyDisputes: 'لا توجد مدفوعات متنازع عليها مطابقة',
  emptyHint: 'جرّب بحثًا آخر أو غيّر عوامل التصفية.',
};

export default ar;
