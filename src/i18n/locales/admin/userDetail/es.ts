import type { UserDetailTexts } from './en';

const es: UserDetailTexts = {
  title: 'TODO',
};

export default es;
