import type { ActivityTexts } from './en';

const ar: ActivityTexts = {
  title: 'النشاط',
  description: 'كل تغيير في الحالة داخل لوحة الإدارة، الأحدث أولًا.',
  empty: 'لا يوجد نشاط بعد.',
  emptyHint: 'تظهر هنا تغييرات الحالة التي تُجرى في اللوحة.',
  tabDescription: 'تغييرات حالة هذا السجل وما يتبعه، الأحدث أولًا.',
  change: '{{from}} ← {{to}}',
  by: 'بواسطة {{who}}',
  types: {
    user: 'مستخدم',
    driverDocument: 'مستند سائق',
    company: 'شركة',
    userVerification: 'توثيق مستخدم',
    companyVerification: 'توثيق شركة',
    document: 'مستند',
    job: 'مهمة',
    applicant: 'متقدّم',
    assignment: 'تعيين',
    dispute: 'نزاع',
  },
  events: {
    MARK_UNDER_REVIEW: 'وُضع قيد المراجعة',
    SUSPEND: 'عُلّق',
    APPROVE: 'تمت الموافقة',
    REJECT: 'رُفض',
    VERIFY: 'وُثّق',
    MARK_PENDING: 'وُضع معلّقًا',
    ASSIGN_DRIVER: 'عُيّن سائق',
    ASSIGN_BROKER: 'عُيّن وسيط',
    PAUSE: 'أُوقف مؤقتًا',
    POST: 'نُشر',
    MARK_IN_REVIEW: 'وُضع قيد المراجعة',
    RESOLVE: 'حُلّ',
    UNDO: 'تم التراجع',
    CHANGE: 'تغيّر',
  },
};

export default ar;
