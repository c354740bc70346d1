import type { DisputesTexts } from './en';

const ar: DisputesTexts = {
  description: 'الخلافات بين أطراف المهمة، مع أولويتها وحالتها.',
  contactSupport: 'الاتصال بالدعم',
  contactSupportLabel: 'الاتصال بالدعم عبر البريد الإلكتروني ({{email}})',
  supportSubject: 'مساعدة بشأن نزاع',
  cards: {
    open: 'بانتظار المراجعة الأولى',
    in_review: 'قيد الدراسة',
    resolved: 'تمت تسويتها وإغلاقها',
    rejected: 'أُغلقت دون إجراء',
  },
  search: 'البحث في النزاعات',
  searchPlaceholder: 'مقدّم النزاع أو الطرف الآخر أو رقم المهمة',
  status: 'الحالة',
  allStatus: 'كل الحالات',
  priority: 'الأولوية',
  allPriorities: 'كل الأولويات',
  tableLabel: 'النزاعات',
  emptyTitle: 'لا توجد نزاعات مطابقة',
  emptyHint: 'جرّب بحثًا آخر أو أزل عوامل التصفية.',
  columns: {
    id: 'رقم النزاع',
    job: 'رقم المهمة',
    raisedBy: 'مقدّم من',
    against: 'ضد',
    reason: 'السبب',
    priority: 'الأولوية',
    status: 'الحالة',
    created: 'تاريخ الإنشاء',
    actions: 'الإجراءات',
  },
  approve: 'قبول النزاع {{id}}',
  reject: 'رفض النزاع {{id}}',
  decideLater: 'ستتوفر تسوية النزاعات في إصدار لاحق.',
  noDecision: 'لا يلزم قرار',
};

export default ar;
