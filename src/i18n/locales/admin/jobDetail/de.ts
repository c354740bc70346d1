import type { JobDetailTexts } from './en';

const de: JobDetailTexts = {
  description: 'Der Auftrag, seine Route, seine Bewerber und wer ihn fährt.',
};

export default de;
