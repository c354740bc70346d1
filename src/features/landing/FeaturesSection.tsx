import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import InsightsIcon from '@mui/icons-material/Insights';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PostAddIcon from '@mui/icons-material/PostAdd';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/public';
import { Section } from './Section';

/** Six of the claimed features of spec 1; mobile-first design and roles are told by Services. */
const FEATURES = [
  ['postJobs', PostAddIcon],
  ['hireDrivers', PersonSearchIcon],
  ['tracking', GpsFixedIcon],
  ['payments', VerifiedUserIcon],
  ['scheduling', EventAvailableIcon],
  ['analytics', InsightsIcon],
] as const;

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <Section
      id="features"
      eyebrow={t('landing.features.eyebrow')}
      title={t('landing.features.title')}
      subtitle={t('landing.features.subtitle')}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {FEATURES.map(([feature, Icon], index) => (
          <Box component="li" key={feature} sx={{ display: 'flex' }}>
            <Reveal delay={(index % 3) * 0.1} sx={{ display: 'flex', width: '100%' }}>
              <Card sx={{ p: 3, width: '100%' }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 48,
                    height: 48,
                    mb: 2,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
                  })}
                >
                  <Icon />
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
                  {t(`landing.features.items.${feature}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.features.items.${feature}.text`)}</Typography>
              </Card>
            </Reveal>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
