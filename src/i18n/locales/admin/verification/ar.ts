import type { VerificationTexts } from './en';

const ar: VerificationTexts = {
  users: {
    description: 'راجع مستندات المستخدمين الجدد، ثم اعتمد توثيقهم أو ارفضه.',
    search: 'البحث بالاسم أو البريد الإلكتروني',
    list: 'المستخدمون في انتظار التوثيق',
    subject: 'المستخدم',
    company: 'الشركة',
    joinDate: 'تاريخ الانضمام',
  },
  companies: {
    description: 'راجع مستندات الشركات الجديدة، ثم اعتمد توثيقها أو ارفضه.',
    search: 'البحث بالاسم أو البريد الإلكتروني أو جهة الاتصال',
    list: 'الشركات في انتظار التوثيق',
    subject: 'الشركة',
    contactPerson: 'جهة الاتصال',
    location: 'الموقع',
    registered: 'تاريخ التسجيل',
  },
  cards: {
    pending: 'في انتظار المراجعة الأولى',
    under_review: 'قيد الفحص الآن',
    approved: 'تم اعتماد التوثيق',
    rejected: 'تم رفض التوثيق',
  },
  filters: {
    status: 'الحالة',
    allStatuses: 'كل الحالات',
    priority: 'الأولوية',
    allPriorities: 'كل الأولويات',
    role: 'الدور',
    allRoles: 'كل الأدوار',
    type: 'النوع',
    allTypes: 'كل الأنواع',
  },
  columns: {
    documents: 'المستندات',
    priority: 'الأولوية',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  noCompany: 'لا يوجد',
  actions: {
    APPROVE: 'اعتماد',
    REJECT: 'رفض',
    MARK_UNDER_REVIEW: 'وضع قيد المراجعة',
  },
  actionsFor: {
    APPROVE: 'اعتماد {{name}}',
    REJECT: 'رفض {{name}}',
    MARK_UNDER_REVIEW: 'وضع قيد المراجعة: {{name}}',
  },
  documents: {
    view: 'عرض المستندات',
    viewFor: 'عرض المستندات: {{name}}',
    title: 'مستندات {{name}}',
    description: 'الملفات التي قدّمها {{name}} للتوثيق.',
    uploaded: 'رُفع في {{date}}',
    none: 'لم يُقدَّم أي مستند.',
    close: 'إغلاق',
  },
  toasts: {
    approved: {
      users: 'تم اعتماد المستخدم',
      companies: 'تم اعتماد الشركة',
      description: 'تم توثيق {{name}} واعتماده بنجاح.',
    },
    rejected: {
      users: 'تم رفض المستخدم',
      companies: 'تم رفض الشركة',
      description: 'تم رفض توثيق {{name}}.',
    },
    under_review: {
      users: 'تم تحديث الحالة',
      companies: 'تم تحديث الحالة',
      description: '{{name}} الآن قيد المراجعة.',
    },
  },
};

export default ar;
