import AppleIcon from '@mui/icons-material/Apple';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ShopIcon from '@mui/icons-material/Shop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/public';
import type { LandingSamples } from '@/fixtures/landing';
import { PhoneMockup } from './PhoneMockup';
import { Section } from './Section';

const POINTS = ['one', 'two', 'three', 'four'] as const;
const FIGURES = ['appStore', 'googlePlay', 'downloads'] as const;
const STORES = [
  ['appStore', AppleIcon],
  ['googlePlay', ShopIcon],
] as const;

// The store pages do not exist yet (spec 2.2 shows the links only): the links stay on this page.
const stayHere = (event: MouseEvent) => event.preventDefault();

/** The mobile app: what it does, store links, ratings, downloads and a phone showing sample jobs. */
export function MobileAppSection({ samples }: { samples: LandingSamples }) {
  const { t } = useTranslation();
  const earnings = samples.jobs
    .filter((job) => job.status === 'Delivered')
    .reduce((sum, job) => sum + job.value, 0);
  return (
    <Section
      id="mobile-app"
      eyebrow={t('landing.mobile.eyebrow')}
      title={t('landing.mobile.title')}
      subtitle={t('landing.mobile.subtitle')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
        }}
      >
        <Reveal>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {POINTS.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, fontSize: '1.0625rem' }}>
                <CheckCircleIcon aria-hidden sx={{ color: 'success.main' }} />
                {t(`landing.mobile.points.${point}`)}
              </Box>
            ))}
          </Box>
          <Box
            component="ul"
            aria-label={t('landing.mobile.storesLabel')}
            sx={{ listStyle: 'none', m: 0, p: 0, mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}
          >
            {STORES.map(([store, Icon]) => (
              <li key={store}>
                <Button
                  href="#"
                  onClick={stayHere}
                  variant="contained"
                  startIcon={<Icon sx={{ fontSize: '2rem !important' }} />}
                  sx={{
                    bgcolor: 'grey.900',
                    color: 'common.white',
                    '&:hover': { bgcolor: 'grey.800' },
                    px: 2.5,
                    py: 1,
                    textAlign: 'start',
                    lineHeight: 1.2,
                  }}
                >
                  {/* The two lines read as one name ("Download on the App Store"): a space joins them. */}
                  <Box component="span" sx={{ display: 'grid' }}>
                    <Box component="span" sx={{ fontSize: '0.6875rem', fontWeight: 400 }}>
                      {t(`landing.mobile.${store}.top`)}
                    </Box>{' '}
                    <Box component="span" sx={{ fontSize: '1.0625rem' }}>
                      {t(`landing.mobile.${store}.name`)}
                    </Box>
                  </Box>
                </Button>
              </li>
            ))}
          </Box>
          <Box
            component="ul"
            aria-label={t('landing.mobile.figuresLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              mt: 4,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 2,
            }}
          >
            {FIGURES.map((figure) => (
              <li key={figure}>
                {/* A figure and its label, not a heading and a paragraph: the figure is a block span. */}
                <Typography
                  component="span"
                  sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 800, color: 'primary.main' }}
                >
                  {t(`landing.mobile.figures.${figure}.value`)}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {t(`landing.mobile.figures.${figure}.label`)}
                </Typography>
              </li>
            ))}
          </Box>
        </Reveal>
        <Reveal delay={0.2}>
          <PhoneMockup
            driverName={samples.drivers[0]?.name ?? ''}
            earnings={earnings}
            jobs={samples.jobs.slice(0, 3)}
          />
        </Reveal>
      </Box>
    </Section>
  );
}
