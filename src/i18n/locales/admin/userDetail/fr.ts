import type { UserDetailTexts } from './en';

const fr: UserDetailTexts = {
  title: 'TODO',
};

export default fr;
