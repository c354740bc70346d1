import type { MyJobsTexts } from './en';

const ar: MyJobsTexts = {
  description: 'الوظائف التي نشرتها: أوقفها مؤقتًا أو انشرها من جديد أو انشر وظيفة جديدة.',
};

export default ar;
