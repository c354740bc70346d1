import type { Widen } from '../../../types';

/** English texts of admin.lifecycle.*: the reference for the other languages. */
const en = {
  title: 'Lifecycle',
  button: 'Lifecycle',
  close: 'Close',
  diagram:
    'Diagram of the statuses and of the events that change them. The list below says the same in words.',
  current: 'Current',
  legend: {
    label: 'Legend',
    current: 'Current status',
    available: 'Available now',
    other: 'Not available now',
  },
  listHeading: 'Transitions',
  transition: 'From {{from}}: {{event}} → {{to}}',
  currentMark: '(current)',
  availableMark: '(available now)',
  final: '{{status}}: final, no event changes it',
  guarded: '{{event}} [{{guard}}]',
  guard: {
    driverIsVerified: 'verified driver',
  },
};

export type LifecycleTexts = Widen<typeof en>;
export default en satisfies LifecycleTexts;
