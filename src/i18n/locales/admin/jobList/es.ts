import type { JobListTexts } from './en';

const es: JobListTexts = {
  description: 'Todos los trabajos del mercado: su estado, tipo, pago y fecha de entrega.',
};

export default es;
