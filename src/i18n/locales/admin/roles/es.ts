import type { RolesTexts } from './en';

const es: RolesTexts = {
  title: 'TODO',
};

export default es;
