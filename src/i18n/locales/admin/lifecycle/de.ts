import type { LifecycleTexts } from './en';

const de: LifecycleTexts = {
  title: 'Lebenszyklus',
  button: 'Lebenszyklus',
  close: 'Schließen',
  diagram:
    'Diagramm der Status und der Ereignisse, die sie ändern. Die Liste darunter sagt dasselbe in Worten.',
  current: 'Aktuell',
  legend: {
    label: 'Legende',
    current: 'Aktueller Status',
    available: 'Jetzt möglich',
    other: 'Jetzt nicht möglich',
  },
  listHeading: 'Übergänge',
  transition: 'Von {{from}}: {{event}} → {{to}}',
  currentMark: '(aktuell)',
  availableMark: '(jetzt möglich)',
  final: '{{status}}: endgültig, kein Ereignis ändert ihn',
  guarded: '{{event}} [{{guard}}]',
  guard: {
    driverIsVerified: 'verifizierter Fahrer',
  },
};

export default de;
