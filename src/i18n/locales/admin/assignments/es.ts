import type { AssignmentsTexts } from './en';

const es: AssignmentsTexts = {
  description: 'Qué conductor lleva cada trabajo y los trabajos que aún esperan uno.',
};

export default es;
