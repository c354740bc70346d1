import type { RolesTexts } from './en';

const de: RolesTexts = {
  title: 'TODO',
};

export default de;
