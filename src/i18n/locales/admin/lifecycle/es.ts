import type { LifecycleTexts } from './en';

const es: LifecycleTexts = {
  title: 'Ciclo de vida',
  button: 'Ciclo de vida',
  close: 'Cerrar',
  diagram:
    'Diagrama de los estados y de los eventos que los cambian. La lista de abajo dice lo mismo con palabras.',
  current: 'Actual',
  legend: {
    label: 'Leyenda',
    current: 'Estado actual',
    available: 'Disponible ahora',
    other: 'No disponible ahora',
  },
  listHeading: 'Transiciones',
  transition: 'Desde {{from}}: {{event}} → {{to}}',
  currentMark: '(actual)',
  availableMark: '(disponible ahora)',
  final: '{{status}}: final, ningún evento lo cambia',
  guarded: '{{event}} [{{guard}}]',
  guard: {
    driverIsVerified: 'conductor verificado',
  },
};

export default es;
