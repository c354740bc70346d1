import type { UserListTexts } from './en';

const fr: UserListTexts = {
  title: 'TODO',
};

export default fr;
