import type { UserListTexts } from './en';

const es: UserListTexts = {
  title: 'TODO',
};

export default es;
