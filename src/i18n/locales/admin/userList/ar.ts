import type { UserListTexts } from './en';

const ar: UserListTexts = {
  title: 'TODO',
};

export default ar;
