import type { JobListTexts } from './en';

const ar: JobListTexts = {
  description: 'كل الوظائف في السوق: حالتها ونوعها وأجرها وموعد تسليمها.',
  cards: {
    total: { title: 'إجمالي الوظائف', description: 'كل الوظائف مهما كانت حالتها' },
    active: { title: 'نشطة', description: 'مفتوحة لتلقي الطلبات' },
    in_progress: { title: 'قيد التنفيذ', description: 'سائق يعمل عليها' },
    completed: { title: 'مكتملة', description: 'سُلّمت وأُغلقت' },
  },
  search: 'البحث في الوظائف',
  searchPlaceholder: 'عنوان الوظيفة أو الشركة',
  status: 'الحالة',
  allStatus: 'كل الحالات',
  type: 'النوع',
  allTypes: 'كل الأنواع',
  types: {
    short: 'قصيرة',
    medium: 'متوسطة',
    long: 'طويلة',
  },
  typesWithRange: {
    short: 'قصيرة (1-2 يوم)',
    medium: 'متوسطة (1-3 أسابيع)',
    long: 'طويلة (1-3 أشهر)',
  },
  tableLabel: 'الوظائف',
  emptyTitle: 'لا توجد وظائف مطابقة',
  emptyHint: 'جرّب بحثًا آخر أو أزل عوامل التصفية.',
  columns: {
    title: 'عنوان الوظيفة',
    company: 'الشركة',
    type: 'النوع',
    pay: 'الأجر',
    status: 'الحالة',
    posted: 'تاريخ النشر',
    due: 'موعد التسليم',
  },
};

export default ar;
