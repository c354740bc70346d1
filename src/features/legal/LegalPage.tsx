import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { useDocumentTitle } from '@/components/PageHeader';
import { MAIN_CONTENT_ID, PublicFooter, PublicHeader } from '@/components/public';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { PUBLIC_PATHS } from '@/lib/publicPaths';
import { LastUpdated } from './LastUpdated';
import { legalSections, type LegalDocumentId, type LegalSectionsCatalogue } from './legalContent';
import { LegalSectionView } from './LegalSectionView';
import { TableOfContents } from './TableOfContents';

/** Spec 2.2: a legal page with Back to Home, its title, today as Last updated, and its sections. */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation();
  const sections = useMemo(
    () =>
      legalSections(
        document,
        i18n.getResource(
          i18n.language,
          'translation',
          `legal.${document}.sections`,
        ) as LegalSectionsCatalogue,
      ),
    [document, i18n],
  );
  const title = t(`legal.${document}.title`);
  useDocumentTitle(title);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth={false}
        // As wide as the contents and the ~70ch text column need, centred.
        sx={{ maxWidth: 1100, flexGrow: 1, py: { xs: 3, md: 5 }, '&:focus': { outline: 'none' } }}
      >
        <BackLink to={PUBLIC_PATHS.landing} sx={{ marginInlineStart: -1 }}>
          {t('legal.common.backHome')}
        </BackLink>
        <Box sx={{ mb: 3, maxWidth: '70ch' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ lineHeight: 1.7, mb: 1 }}>{t(`legal.${document}.summary`)}</Typography>
          <LastUpdated />
        </Box>
        {i18n.language !== DEFAULT_LANGUAGE || document === 'terms' ? (
          <Box sx={{ display: 'grid', gap: 1.5, mb: 3, maxWidth: '70ch' }}>
            {i18n.language !== DEFAULT_LANGUAGE ? (
              <Alert severity="info" role="note">
                {t('legal.common.translationNotice')}
              </Alert>
            ) : null}
            {document === 'terms' ? (
              <Alert severity="warning" role="note">
                {t('legal.placeholders.notice')}
              </Alert>
            ) : null}
          </Box>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 70ch)' },
          }}
        >
          <TableOfContents sections={sections} />
          <Box component="article" aria-label={title}>
            {sections.map((section) => (
              <LegalSectionView key={section.id} section={section} />
            ))}
          </Box>
        </Box>
      </Container>
      <PublicFooter />
    </Box>
  );
}
