import type { ToolsTexts } from './en';

const ar: ToolsTexts = {
  undo: {
    action: 'تراجع',
    doneTitle: 'تم التراجع عن التغيير',
    doneDescription: 'عاد كل ما غيّره إلى ما كان عليه.',
    refusedTitle: 'لا يمكن التراجع',
    refusedDescription: 'تغيّر العنصر مرة أخرى منذ ذلك الحين، لذلك لم يتم التراجع عن شيء.',
  },
  whyNot: {
    state: 'غير ممكن ما دامت الحالة {{status}}.',
    already: 'الحالة {{status}} بالفعل.',
    guard: {
      driverIsVerified: 'لا يمكن تعيين إلا سائق موثّق.',
    },
  },
  bulk: {
    toolbar: 'إجراءات جماعية',
    selected: 'تم تحديد {{count}}',
    clear: 'مسح التحديد',
    selectRow: 'تحديد {{name}}',
    selectAll: 'تحديد الكل ({{count}})',
    selectedAll: 'تم تحديد كل نتائج هذا البحث ({{count}})',
    applied: {
      APPROVE: 'تمت الموافقة على {{count}}',
      REJECT: 'تم رفض {{count}}',
      MARK_UNDER_REVIEW: '{{count}} قيد المراجعة',
      SUSPEND: 'تم تعليق {{count}}',
      VERIFY: 'تم توثيق {{count}}',
      MARK_PENDING: '{{count}} معلّق',
      RESOLVE: 'تم حل {{count}}',
      MARK_IN_REVIEW: '{{count}} قيد المراجعة',
    },
    skipped: 'تم تخطي {{count}} ({{reason}})',
    reason: {
      already: 'الحالة {{status}} بالفعل',
      state: 'غير ممكن في الحالة {{status}}',
      guard: 'غير مسموح',
    },
    noneApplied: 'لم يتغير شيء',
  },
  export: {
    button: 'تصدير',
    done: 'التصدير جاهز',
    doneDescription: 'تم حفظ {{count}} صف في {{file}}.',
  },
  columns: {
    button: 'الأعمدة',
  },
  grid: {
    noColumns: 'لا توجد أعمدة',
    manageColumns: 'إدارة الأعمدة',
    columnMenu: 'قائمة العمود {{name}}',
  },
};

export default ar;
