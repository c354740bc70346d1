import type { JobListTexts } from './en';

const ar: JobListTexts = {
  description: 'كل الوظائف في السوق: حالتها ونوعها وأجرها وموعد تسليمها.',
};

export default ar;
