import type { MyJobsTexts } from './en';

const es: MyJobsTexts = {
  description: 'Los trabajos que publicaste: páusalos, vuelve a publicarlos o publica uno nuevo.',
};

export default es;
