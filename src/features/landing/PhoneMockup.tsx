import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LandingJob } from '@/fixtures/landing';
import { formatDollars } from './format';

const TABS = [
  ['jobs', WorkIcon],
  ['map', MapIcon],
  ['wallet', AccountBalanceWalletIcon],
  ['profile', PersonIcon],
] as const;

interface PhoneMockupProps {
  driverName: string;
  earnings: number;
  jobs: LandingJob[];
}

/**
 * A phone drawn with boxes showing the driver app with sample jobs. It is one image to assistive
 * technology (its label says what it shows), since its texts are only a picture of an app.
 */
export function PhoneMockup({ driverName, earnings, jobs }: PhoneMockupProps) {
  const { t, i18n } = useTranslation();
  const firstName = driverName.split(' ')[0] ?? driverName;
  return (
    <Box
      role="img"
      aria-label={t('landing.mobile.phone.label')}
      sx={{
        width: 280,
        maxWidth: '100%',
        height: 560,
        mx: 'auto',
        borderRadius: '44px',
        border: '12px solid',
        borderColor: 'grey.900',
        bgcolor: 'background.default',
        boxShadow: 12,
        overflow: 'hidden',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          insetInline: 0,
          mx: 'auto',
          width: 96,
          height: 22,
          bgcolor: 'grey.900',
          borderEndStartRadius: 14,
          borderEndEndRadius: 14,
          zIndex: 1,
        }}
      />
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, pt: 4, pb: 2 }}>
        <Typography sx={{ fontSize: '0.8125rem', fontWeight: 600 }}>
          {t('landing.mobile.phone.greeting', { name: firstName })}
        </Typography>
        <Typography sx={{ fontSize: '0.75rem' }}>{t('landing.mobile.phone.earnings')}</Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
          {formatDollars(earnings, i18n.language)}
        </Typography>
      </Box>
      <Box
        sx={{
          flexGrow: 1,
          px: 1.5,
          py: 1.5,
          display: 'grid',
          gap: 1,
          alignContent: 'start',
          overflow: 'hidden',
        }}
      >
        <Typography sx={{ fontSize: '0.8125rem', fontWeight: 700 }}>
          {t('landing.mobile.phone.availableJobs')}
        </Typography>
        {jobs.map((job) => (
          <Box
            key={job.id}
            sx={{ p: 1.25, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontSize: '0.75rem', fontWeight: 700 }} noWrap>
                {job.from}
              </Typography>
              <Typography sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'success.main' }}>
                {formatDollars(job.value, i18n.language)}
              </Typography>
            </Box>
            <Typography sx={{ fontSize: '0.6875rem', color: 'text.secondary' }} noWrap>
              {job.to} · {job.cargo}
            </Typography>
            <Box
              sx={{
                mt: 0.75,
                py: 0.25,
                borderRadius: 1,
                textAlign: 'center',
                fontSize: '0.6875rem',
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {t('landing.mobile.phone.accept')}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          py: 0.75,
        }}
      >
        {TABS.map(([tab, Icon], index) => (
          <Box
            key={tab}
            sx={{
              display: 'grid',
              justifyItems: 'center',
              fontSize: '0.625rem',
              color: index === 0 ? 'primary.main' : 'text.secondary',
            }}
          >
            <Icon sx={{ fontSize: 18 }} />
            {t(`landing.mobile.phone.tabs.${tab}`)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
