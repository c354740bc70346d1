import type { ProfileTexts } from './en';

const ar: ProfileTexts = {
  description: 'بياناتك كما يعرضها السوق.',
};

export default ar;
