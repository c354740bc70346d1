import type { LifecycleTexts } from './en';

const fr: LifecycleTexts = {
  title: 'Cycle de vie',
  button: 'Cycle de vie',
  close: 'Fermer',
  diagram:
    'Schéma des statuts et des événements qui les changent. La liste ci-dessous dit la même chose en mots.',
  current: 'Actuel',
  legend: {
    label: 'Légende',
    current: 'Statut actuel',
    available: 'Possible maintenant',
    other: 'Pas possible maintenant',
  },
  listHeading: 'Transitions',
  transition: 'Depuis {{from}} : {{event}} → {{to}}',
  currentMark: '(actuel)',
  availableMark: '(possible maintenant)',
  final: '{{status}} : final, aucun événement ne le change',
  guarded: '{{event}} [{{guard}}]',
  guard: {
    driverIsVerified: 'chauffeur vérifié',
  },
};

export default fr;
