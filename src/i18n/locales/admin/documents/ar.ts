import type { DocumentsTexts } from './en';

const ar: DocumentsTexts = {
  description: 'كل المستندات التي رفعها السائقون والشركات، وحالة التحقق منها.',
  upload: 'رفع مستند',
  uploadLater: 'سيتوفر رفع المستندات في إصدار لاحق.',
  cards: {
    total: { title: 'إجمالي المستندات', description: 'رفعها السائقون والشركات' },
    verified: { title: 'موثّقة', description: 'تم فحصها وقبولها' },
    pending: { title: 'قيد الانتظار', description: 'بانتظار الفحص' },
    expiringSoon: { title: 'تنتهي قريبًا', description: 'تنتهي خلال {{days}} يومًا' },
  },
  search: 'البحث في المستندات',
  searchPlaceholder: 'اسم الملف أو المستخدم أو النوع',
  status: 'الحالة',
  allStatus: 'كل الحالات',
  userType: 'نوع المستخدم',
  allUserTypes: 'كل المستخدمين',
  userTypes: { Driver: 'سائق', Company: 'شركة' },
  tableLabel: 'المستندات',
  emptyTitle: 'لا توجد مستندات مطابقة',
  emptyHint: 'جرّب بحثًا آخر أو أزل عوامل التصفية.',
  columns: {
    document: 'المستند',
    user: 'المستخدم',
    type: 'النوع',
    size: 'الحجم',
    uploaded: 'تاريخ الرفع',
    expiry: 'تاريخ الانتهاء',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  expired: 'منتهي الصلاحية',
  expiringSoon: 'ينتهي قريبًا',
  statusActions: 'إجراءات الحالة لـ {{document}}',
};

export default ar;
