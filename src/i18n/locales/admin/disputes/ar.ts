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
  actions: {
    MARK_IN_REVIEW: 'وضع النزاع {{id}} قيد المراجعة',
    RESOLVE: 'قبول النزاع {{id}}',
    REJECT: 'رفض النزاع {{id}}',
  },
  events: {
    MARK_IN_REVIEW: 'وضع قيد المراجعة',
    RESOLVE: 'قبول',
    REJECT: 'رفض',
  },
  changed: {
    MARK_IN_REVIEW: { title: 'النزاع قيد المراجعة', description: 'النزاع {{id}} قيد الدراسة الآن.' },
    RESOLVE: { title: 'تمت تسوية النزاع', description: 'تمت تسوية النزاع {{id}} لصالح {{name}}.' },
    REJECT: {
      title: 'رُفض النزاع',
      description: 'رُفض النزاع {{id}}: أُغلقت شكوى {{name}} دون إجراء.',
    },
  },
};

export default ar;
