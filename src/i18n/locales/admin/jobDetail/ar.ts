import type { JobDetailTexts } from './en';

const ar: JobDetailTexts = {
  description: 'الوظيفة ومسارها والمتقدمون لها ومن ينقلها.',
};

export default ar;
