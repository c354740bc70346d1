import type { UserDetailTexts } from './en';

const ar: UserDetailTexts = {
  title: 'TODO',
};

export default ar;
