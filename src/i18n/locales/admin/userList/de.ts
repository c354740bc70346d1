import type { UserListTexts } from './en';

const de: UserListTexts = {
  title: 'TODO',
};

export default de;
