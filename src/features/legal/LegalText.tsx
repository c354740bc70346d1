import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { landingSectionPath } from '@/lib/publicPaths';
import { legalValues } from './legalFormat';
import { PlaceholderMark } from './PlaceholderMark';

/**
 * One legal text from the catalogue, with its inline marks: <strong>, the contact-form link and
 * the placeholder marks. Trans builds React elements from the tags; nothing is parsed as HTML.
 */
export function LegalText({ i18nKey }: { i18nKey: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const values = useMemo(() => legalValues(language), [language]);
  return (
    <Trans
      i18nKey={i18nKey}
      values={values}
      components={{
        strong: <strong />,
        contact: <Link component={RouterLink} to={landingSectionPath('contact')} />,
        jurisdiction: <PlaceholderMark kind="jurisdiction" />,
        arbitrator: <PlaceholderMark kind="arbitrator" />,
      }}
    />
  );
}
