import type { KeyboardTexts } from './en';

const ar: KeyboardTexts = {
  title: 'اختصارات لوحة المفاتيح',
  columns: {
    keys: 'المفاتيح',
    action: 'الإجراء',
  },
  then: 'ثم',
  goTo: 'الانتقال إلى {{page}}',
  showShortcuts: 'عرض اختصارات لوحة المفاتيح',
  openPalette: 'فتح لوحة الأوامر',
  toggleSidebar: 'إظهار الشريط الجانبي أو إخفاؤه',
  closeOverlay: 'إغلاق مربع حوار أو قائمة',
  notInFields: 'لا تعمل الاختصارات أثناء الكتابة في حقل.',
  close: 'إغلاق',
  keys: {
    ctrl: 'Ctrl',
    cmd: 'Cmd',
    esc: 'Esc',
  },
  palette: {
    title: 'لوحة الأوامر',
    label: 'البحث في الشاشات والمستخدمين والشركات والمهام',
    results: 'النتائج',
    noResults: 'لا شيء يطابق «{{query}}».',
    hint: 'السهمان لأعلى ولأسفل للاختيار، Enter للفتح، Esc للإغلاق.',
    kinds: {
      screens: 'الشاشات',
      users: 'المستخدمون',
      companies: 'الشركات',
      jobs: 'المهام',
    },
  },
};

export default ar;
