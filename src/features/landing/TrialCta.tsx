import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Reveal, SectionLink } from '@/components/public';
import { PUBLIC_PATHS } from '@/lib/publicPaths';

const INCLUDES = ['adminDashboard', 'tracking', 'mobileApps', 'support', 'api', 'reporting'] as const;

/** The free-trial call to action with the six things the trial includes (spec 2.2). */
export function TrialCta() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="trial-title"
      sx={{ py: { xs: 8, md: 10 }, bgcolor: 'background.default' }}
    >
      <Container maxWidth="lg">
        <Reveal>
          <Box
            sx={(theme) => ({
              borderRadius: 4,
              px: { xs: 3, md: 8 },
              py: { xs: 5, md: 7 },
              color: '#ffffff',
              // Fixed deep blues: white text keeps AA contrast in both colour schemes.
              background: 'linear-gradient(135deg, #1d4ed8, #4338ca)',
              textAlign: 'center',
              ...theme.applyStyles('dark', { background: 'linear-gradient(135deg, #1e3a8a, #312e81)' }),
            })}
          >
            <Typography
              id="trial-title"
              variant="h2"
              sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}
            >
              {t('landing.cta.title')}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: 640, mx: 'auto' }}>
              {t('landing.cta.subtitle')}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                mb: 5,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                maxWidth: 760,
                mx: 'auto',
                textAlign: 'start',
              }}
            >
              {INCLUDES.map((item) => (
                <Box
                  component="li"
                  key={item}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 600 }}
                >
                  <CheckCircleIcon aria-hidden fontSize="small" />
                  {t(`landing.cta.includes.${item}`)}
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={PUBLIC_PATHS.signup}
                size="large"
                variant="contained"
                sx={{ bgcolor: '#ffffff', color: '#1e3a8a', '&:hover': { bgcolor: '#e0e7ff' } }}
              >
                {t('landing.cta.start')}
              </Button>
              <SectionLink
                section="contact"
                underline="none"
                sx={{
                  color: '#ffffff',
                  border: '1px solid rgba(255,255,255,0.8)',
                  borderRadius: 1,
                  px: 2.75,
                  py: 1,
                  fontWeight: 600,
                  fontSize: '0.9375rem',
                  display: 'inline-flex',
                  alignItems: 'center',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                }}
              >
                {t('landing.cta.talk')}
              </SectionLink>
            </Box>
          </Box>
        </Reveal>
      </Container>
    </Box>
  );
}
