import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Reveal } from '@/components/public';
import { PUBLIC_PATHS } from '@/lib/publicPaths';
import { Section } from './Section';

export const SERVICE_ROLES = ['driver', 'broker', 'shipper', 'carrier'] as const;
type ServiceRole = (typeof SERVICE_ROLES)[number];

const ICONS: Record<ServiceRole, typeof LocalShippingIcon> = {
  driver: LocalShippingIcon,
  broker: HandshakeIcon,
  shipper: Inventory2Icon,
  carrier: WarehouseIcon,
};

/** Spec 1: drivers and brokers work mainly from the mobile app. */
const MOBILE_READY: ReadonlySet<ServiceRole> = new Set(['driver', 'broker']);
const FEATURES = ['one', 'two', 'three', 'four'] as const;

/** The sign-up page with the role chosen in advance. */
export const signupForRole = (role: ServiceRole): string => `${PUBLIC_PATHS.signup}?role=${role}`;

/** Four role cards with their features and a sign-up button each. */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <Section
      id="services"
      tinted
      eyebrow={t('landing.services.eyebrow')}
      title={t('landing.services.title')}
      subtitle={t('landing.services.subtitle')}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {SERVICE_ROLES.map((role, index) => {
          const Icon = ICONS[role];
          const name = t(`landing.services.roles.${role}.name`);
          return (
            <Box component="li" key={role} sx={{ display: 'flex' }}>
              <Reveal delay={index * 0.1} sx={{ display: 'flex', width: '100%' }}>
                <Card
                  component="article"
                  aria-labelledby={`service-${role}`}
                  sx={{ p: 3, display: 'flex', flexDirection: 'column', width: '100%', gap: 2 }}
                >
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      justifyContent: 'space-between',
                      gap: 1,
                    }}
                  >
                    <Box
                      aria-hidden
                      sx={(theme) => ({
                        width: 48,
                        height: 48,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        color: 'primary.main',
                        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
                      })}
                    >
                      <Icon />
                    </Box>
                    {MOBILE_READY.has(role) ? (
                      <Chip
                        size="small"
                        color="success"
                        icon={<PhoneIphoneIcon />}
                        label={t('landing.services.mobileReady')}
                      />
                    ) : null}
                  </Box>
                  <Typography id={`service-${role}`} variant="h3" sx={{ fontSize: '1.25rem' }}>
                    {name}
                  </Typography>
                  <Typography color="text.secondary">
                    {t(`landing.services.roles.${role}.description`)}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, flexGrow: 1 }}
                  >
                    {FEATURES.map((feature) => (
                      <Box
                        component="li"
                        key={feature}
                        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                      >
                        <CheckCircleIcon
                          aria-hidden
                          fontSize="small"
                          sx={{ color: 'success.main', mt: '2px' }}
                        />
                        {t(`landing.services.roles.${role}.features.${feature}`)}
                      </Box>
                    ))}
                  </Box>
                  <Button component={RouterLink} to={signupForRole(role)} variant="contained" fullWidth>
                    {t('landing.services.getStartedAs', { role: name })}
                  </Button>
                </Card>
              </Reveal>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
