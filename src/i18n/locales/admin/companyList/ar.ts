import type { CompanyListTexts } from './en';

const ar: CompanyListTexts = {
  description: 'جميع الشركات في السوق: نوعها وحالتها والتحقق منها.',
  cards: {
    total: { title: 'إجمالي الشركات', description: 'المسجلة في السوق' },
    active: { title: 'النشطة', description: 'تعمل في السوق' },
    pending: { title: 'قيد الانتظار', description: 'لم تُفعَّل بعد' },
    verified: { title: 'الموثقة', description: 'تمت الموافقة على التحقق' },
  },
  search: 'البحث عن الشركات',
  searchPlaceholder: 'الاسم أو البريد الإلكتروني',
  status: 'الحالة',
  allTypes: 'جميع الأنواع',
  allStatus: 'جميع الحالات',
  tableLabel: 'الشركات',
  columns: {
    company: 'الشركة',
    type: 'النوع',
    status: 'الحالة',
    verified: 'موثقة',
    employees: 'الموظفون',
    joined: 'تاريخ الانضمام',
    actions: 'الإجراءات',
  },
  verified: 'موثقة',
  notVerified: 'غير موثقة',
  view: 'عرض',
  viewCompany: 'عرض {{name}}',
  emptyTitle: 'لم يتم العثور على شركات.',
  detail: {
    back: 'العودة إلى الشركات',
    tabsLabel: 'أقسام الشركة',
    tabs: {
      overview: 'نظرة عامة',
      jobs: 'المهام',
      users: 'المستخدمون',
      documents: 'المستندات',
    },
    stats: {
      totalJobs: { title: 'إجمالي المهام', description: 'التي نشرتها هذه الشركة' },
      activeJobs: { title: 'المهام النشطة', description: 'مفتوحة لتلقي الطلبات' },
      completedJobs: { title: 'المهام المكتملة', description: 'تم تسليمها وإغلاقها' },
      totalUsers: { title: 'إجمالي المستخدمين', description: 'حسابات هذه الشركة' },
    },
    contact: 'معلومات الاتصال',
    about: 'بيانات الشركة',
    registrationDate: 'تاريخ التسجيل',
    joined: 'الانضمام إلى السوق',
    notGiven: 'غير محدد',
    noDescription: 'لا يوجد وصف بعد.',
    jobs: {
      label: 'مهام {{name}}',
      columns: {
        title: 'المهمة',
        status: 'الحالة',
        pay: 'الأجر',
        posted: 'تاريخ النشر',
        due: 'تاريخ الاستحقاق',
      },
      emptyTitle: 'لا توجد مهام بعد',
      emptyHint: 'لم تنشر هذه الشركة أي مهام.',
    },
    users: {
      label: 'مستخدمو {{name}}',
      columns: {
        name: 'الاسم',
        role: 'الدور',
        status: 'الحالة',
        verified: 'موثق',
      },
      emptyTitle: 'لا يوجد مستخدمون بعد',
      emptyHint: 'لا ينتمي أي حساب مستخدم إلى هذه الشركة.',
    },
    documents: {
      label: 'مستندات {{name}}',
      columns: {
        name: 'المستند',
        status: 'الحالة',
        uploaded: 'تاريخ الرفع',
      },
      emptyTitle: 'لا توجد مستندات بعد',
      emptyHint: 'لم ترفع هذه الشركة أي مستندات.',
    },
  },
};

export default ar;
