import type { JobListTexts } from './en';

const fr: JobListTexts = {
  description: 'Toutes les missions de la place de marché : statut, type, rémunération et échéance.',
};

export default fr;
