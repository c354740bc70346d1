import type { JobDetailTexts } from './en';

const es: JobDetailTexts = {
  description: 'El trabajo, su ruta, sus candidatos y quién lo transporta.',
};

export default es;
