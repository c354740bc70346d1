import type { TabSyncTexts } from './en';

const ar: TabSyncTexts = {
  refusedTitle: 'تم التغيير في علامة تبويب أخرى',
  refusedDescription:
    'لم يُطبَّق تغييرك: غيّرت علامة تبويب أخرى العنصر نفسه أولًا. تعرض الصفحة الآن البيانات الحالية.',
};

export default ar;
