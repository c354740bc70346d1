import type { UserListTexts } from './en';

const ar: UserListTexts = {
  description: 'كل من في السوق: ابحث عن مستخدم، وتحقق من حالته واتخذ الإجراء المناسب.',
  verifyUsers: 'توثيق المستخدمين',
  addUser: 'إضافة مستخدم',
  cards: {
    total: {
      title: 'إجمالي المستخدمين',
      description: 'منهم {{count}} قيد المراجعة',
    },
    active: {
      title: 'المستخدمون النشطون',
      description: 'يمكنهم استخدام السوق',
    },
    pending: {
      title: 'بانتظار التوثيق',
      description: 'ينتظرون توثيق حساباتهم',
    },
    suspended: {
      title: 'المستخدمون الموقوفون',
      description: 'ممنوعون من استخدام السوق',
    },
  },
  viewAll: 'عرض الكل',
  viewAllLabel: 'عرض الكل: المستخدمون بانتظار التوثيق',
  searchLabel: 'البحث عن مستخدمين',
  searchPlaceholder: 'الاسم أو البريد الإلكتروني',
  allRoles: 'كل الأدوار',
  allStatus: 'كل الحالات',
  statusFilter: 'الحالة',
  tableLabel: 'المستخدمون',
  columns: {
    user: 'المستخدم',
    role: 'الدور',
    company: 'الشركة',
    status: 'الحالة',
    verified: 'موثَّق',
    lastActive: 'آخر نشاط',
  },
  verified: 'موثَّق',
  notVerified: 'غير موثَّق',
  noCompany: 'لا توجد شركة',
  view: 'عرض {{name}}',
  statusActions: 'إجراءات الحالة لـ {{name}}',
  bulk: {
    MARK_UNDER_REVIEW: 'وضع قيد المراجعة',
    SUSPEND: 'تعليق',
    APPROVE: 'اعتماد',
    REJECT: 'رفض',
  },
};

export default ar;
