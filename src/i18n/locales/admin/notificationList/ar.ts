import type { NotificationListTexts } from './en';

const ar: NotificationListTexts = {
  description: 'تنبيهات حول المستخدمين والشركات والمهام والمدفوعات والنزاعات.',
  summary: '{{unread}} غير مقروءة من {{total}}',
  markAllRead: 'تعليم الكل كمقروء',
  allReadTitle: 'تم تعليم كل الإشعارات كمقروءة',
  allReadDescription: 'ليست لديك إشعارات غير مقروءة.',
  searchLabel: 'البحث في الإشعارات',
  searchPlaceholder: 'ابحث بالعنوان أو الرسالة...',
  typeFilter: 'النوع',
  allTypes: 'كل الأنواع',
  readFilter: 'حالة القراءة',
  readFilters: {
    all: 'الكل',
    unread: 'غير مقروءة',
    read: 'مقروءة',
  },
  tableLabel: 'الإشعارات',
  columns: {
    notification: 'الإشعار',
    type: 'النوع',
    priority: 'الأولوية',
    time: 'الوقت',
    status: 'الحالة',
  },
  markRead: 'تعليم كمقروء',
  markReadLabel: 'تعليم {{title}} كمقروء',
  emptyTitle: 'لم يتم العثور على إشعارات',
  emptyHint: 'جرّب بحثًا أو عامل تصفية آخر.',
};

export default ar;
