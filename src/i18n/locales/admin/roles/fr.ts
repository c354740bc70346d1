import type { RolesTexts } from './en';

const fr: RolesTexts = {
  title: 'TODO',
};

export default fr;
