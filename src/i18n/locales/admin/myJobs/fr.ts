import type { MyJobsTexts } from './en';

const fr: MyJobsTexts = {
  description:
    'Les missions que vous avez publiées : mettez-les en pause, republiez-les ou publiez-en une nouvelle.',
};

export default fr;
