import type { MyJobsTexts } from './en';

const de: MyJobsTexts = {
  description:
    'Die Aufträge, die Sie veröffentlicht haben: pausieren, erneut veröffentlichen oder einen neuen veröffentlichen.',
};

export default de;
