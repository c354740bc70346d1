import type { RolesTexts } from './en';

const ar: RolesTexts = {
  title: 'TODO',
};

export default ar;
