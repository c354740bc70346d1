import type { LifecycleTexts } from './en';

const ar: LifecycleTexts = {
  title: 'دورة الحياة',
  button: 'دورة الحياة',
  close: 'إغلاق',
  diagram: 'مخطط الحالات والأحداث التي تغيّرها. القائمة أدناه تقول الشيء نفسه بالكلمات.',
  current: 'الحالية',
  legend: {
    label: 'دليل الرموز',
    current: 'الحالة الحالية',
    available: 'متاح الآن',
    other: 'غير متاح الآن',
  },
  listHeading: 'الانتقالات',
  transition: 'من {{from}}: {{event}} ← {{to}}',
  currentMark: '(الحالية)',
  availableMark: '(متاح الآن)',
  final: '{{status}}: نهائية، لا يغيّرها أي حدث',
  guarded: '{{event}} [{{guard}}]',
  guard: {
    driverIsVerified: 'سائق موثّق',
  },
};

export default ar;
