import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { SERVICES, SYSTEM_HEALTH } from '@/fixtures/systemHealth';
import { statusTone } from '@/machines/lifecycle';
import { serviceStatusMachine } from '@/machines/statusSets.machine';

/** Spec 2.4: each platform service with its badge (Online, Processing, Error). */
export function SystemHealth() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="system-health-title">
      <CardContent>
        <Typography id="system-health-title" variant="h2" sx={{ mb: 1 }}>
          {t('admin.dashboard.systemHealth')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.dashboard.systemHealthDescription')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {SERVICES.map((service) => (
            <Box
              key={service}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 2,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="dt">{t(`admin.dashboard.services.${service}`)}</Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <StatusChip
                  status={SYSTEM_HEALTH[service]}
                  tone={statusTone(serviceStatusMachine, SYSTEM_HEALTH[service])}
                />
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
