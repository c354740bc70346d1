import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_SECTIONS, PUBLIC_PATHS } from '@/lib/publicPaths';
import { usePageTime } from '../usePageTime';
import { Brand } from './Brand';
import { BUSINESS_HOURS, formatHour } from './businessHours';
import { SectionLink } from './SectionLink';

// Spec 2.2: only the legal links lead somewhere; the others are placeholders, shown as plain text
// rather than links that go nowhere.
const PLACEHOLDER_COMPANY = ['about', 'careers', 'blog', 'press'] as const;
const PLACEHOLDER_SUPPORT = ['helpCenter', 'apiDocs', 'status'] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The footer of every public page: links, legal pages, business hours and copyright. */
export function PublicFooter() {
  const pageTime = usePageTime();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const linkSx = { color: 'text.secondary', '&:hover': { color: 'primary.main' } } as const;

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr repeat(4, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Brand />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 320 }}>
              {t('landing.footer.description')}
            </Typography>
          </Box>
          <Column title={t('landing.footer.quickLinks')}>
            {LANDING_SECTIONS.map((section) => (
              <li key={section}>
                <SectionLink section={section} underline="hover" sx={linkSx}>
                  {t(`landing.nav.sections.${section}`)}
                </SectionLink>
              </li>
            ))}
          </Column>
          <Column title={t('landing.footer.company')}>
            {PLACEHOLDER_COMPANY.map((key) => (
              <Typography component="li" key={key} color="text.secondary">
                {t(`landing.footer.links.${key}`)}
              </Typography>
            ))}
          </Column>
          <Column title={t('landing.footer.legalSupport')}>
            <li>
              <Link component={RouterLink} to={PUBLIC_PATHS.privacyPolicy} underline="hover" sx={linkSx}>
                {t('landing.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={PUBLIC_PATHS.termsOfService} underline="hover" sx={linkSx}>
                {t('landing.footer.terms')}
              </Link>
            </li>
            {PLACEHOLDER_SUPPORT.map((key) => (
              <Typography component="li" key={key} color="text.secondary">
                {t(`landing.footer.links.${key}`)}
              </Typography>
            ))}
          </Column>
          <Column title={t('landing.footer.hours')}>
            {BUSINESS_HOURS.map(({ days, open, close }) => (
              <Typography component="li" key={days} color="text.secondary" data-testid={`hours-${days}`}>
                <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 500 }}>
                  {t(`landing.footer.days.${days}`)}
                </Box>
                {open === null
                  ? t('landing.footer.closed')
                  : t('landing.footer.openHours', {
                      open: formatHour(open, locale),
                      close: formatHour(close, locale),
                    })}
              </Typography>
            ))}
          </Column>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
        >
          {t('landing.footer.copyright', { year: pageTime.getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
