import type { UserDetailTexts } from './en';

const de: UserDetailTexts = {
  title: 'TODO',
};

export default de;
