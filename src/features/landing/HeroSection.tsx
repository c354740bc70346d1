import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/public';
import { SCROLL_OFFSET_PX } from '@/lib/smoothScroll';

const STATS = ['drivers', 'dailyJobs', 'uptime', 'support'] as const;

/**
 * The opening section with the page's h1. Start Your Journey and Watch Demo do nothing (spec 2.2),
 * so they are plain buttons without a destination.
 */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-title"
      sx={(theme) => ({
        scrollMarginTop: `${SCROLL_OFFSET_PX}px`,
        pt: { xs: 8, md: 12 },
        pb: { xs: 8, md: 10 },
        background: `radial-gradient(ellipse at top, ${theme.alpha(theme.vars.palette.primary.main, 0.16)}, transparent 65%), ${theme.vars.palette.background.default}`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Reveal>
          <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: 2 }}>
            {t('landing.hero.eyebrow')}
          </Typography>
          <Typography
            id="home-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' }, lineHeight: 1.1, fontWeight: 800, mb: 3 }}
          >
            {t('landing.hero.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' }, mb: 4 }}>
            {t('landing.hero.subtitle')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button type="button" variant="contained" size="large">
              {t('landing.hero.startJourney')}
            </Button>
            <Button type="button" variant="outlined" size="large" startIcon={<PlayCircleIcon />}>
              {t('landing.hero.watchDemo')}
            </Button>
          </Box>
        </Reveal>
        <Reveal delay={0.2}>
          <Box
            component="ul"
            aria-label={t('landing.hero.statsLabel')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: { xs: 6, md: 8 },
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              gap: 2,
            }}
          >
            {STATS.map((stat) => (
              <Box
                component="li"
                key={stat}
                sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
              >
                <Box sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 800, color: 'primary.main' }}>
                  {t(`landing.hero.stats.${stat}.value`)}
                </Box>
                <Box sx={{ color: 'text.secondary' }}>{t(`landing.hero.stats.${stat}.label`)}</Box>
              </Box>
            ))}
          </Box>
        </Reveal>
      </Container>
    </Box>
  );
}
