import type { JobListTexts } from './en';

const de: JobListTexts = {
  description: 'Alle Aufträge des Marktplatzes: Status, Art, Vergütung und Fälligkeit.',
};

export default de;
