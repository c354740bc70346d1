import type { RolesTexts } from './en';

const ar: RolesTexts = {
  description: 'أدوار المستخدمين ورسوم نشر الوظائف لكل دور وترتيب عرضها.',
  create: 'إنشاء دور',
  tableLabel: 'الأدوار',
  emptyTitle: 'لا توجد أدوار بعد',
  columns: {
    name: 'الاسم',
    description: 'الوصف',
    kind: 'النوع',
    fee: 'رسوم نشر الوظيفة',
    sortOrder: 'الترتيب',
    users: 'المستخدمون',
    actions: 'الإجراءات',
  },
  kinds: {
    company: 'شركة',
    individual: 'فرد',
  },
  actions: {
    edit: 'تعديل',
    editRole: 'تعديل {{name}}',
    delete: 'حذف',
    deleteRole: 'حذف {{name}}',
  },
  form: {
    createTitle: 'إنشاء دور',
    editTitle: 'تعديل الدور',
    createDescription: 'أضف دورًا يمكن منحه للمستخدمين.',
    editDescription: 'عدّل الدور {{name}}. يحتفظ به مستخدموه.',
    name: 'اسم الدور',
    description: 'الوصف',
    companyRole: 'دور شركة (ينتمي المستخدمون إلى شركة)',
    fee: 'رسوم نشر الوظيفة (دولار أمريكي)',
    wholeNumberHint: 'دولارات صحيحة؛ أي قيمة ليست رقمًا تُحسب 0.',
    sortOrder: 'الترتيب',
    sortOrderHint: 'تظهر الأرقام الأصغر أولًا.',
    cancel: 'إلغاء',
    save: 'حفظ',
    nameRequired: 'أدخل اسم الدور.',
    nameTaken: 'يوجد دور بهذا الاسم بالفعل.',
  },
  toasts: {
    created: 'تم إنشاء الدور',
    createdDescription: 'تم إنشاء {{name}}.',
    updated: 'تم تحديث الدور',
    updatedDescription: 'تم تحديث {{name}}.',
    deleted: 'تم حذف الدور',
    deletedDescription: 'تم حذف {{name}}.',
    cannotDelete: 'لا يمكن حذف الدور',
    cannotDeleteDescription: 'لهذا الدور مستخدمون نشطون.',
  },
  confirm: {
    title: 'حذف الدور',
    message: 'هل تريد حذف الدور {{name}}؟ لا يمكن التراجع عن ذلك.',
    cancel: 'إلغاء',
    delete: 'حذف',
  },
};

export default ar;
