import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { SERVICES, SYSTEM_HEALTH } from '@/fixtures/systemHealth';
import { statusTone } from '@/machines/lifecycle';
import { serviceStatusMachine } from '@/machines/statusSets.machine';

/** Spec 2.4: each platform service with its badge (Online, Processing, Error). */
export function SystemHealth() {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('admin.dashboard.systemHealth')}
      description={t('admin.dashboard.systemHealthDescription')}
    >
      <Box component="dl" sx={{ m: 0 }}>
        {SERVICES.map((service) => (
          <Box
            key={service}
            sx={{
              ...sectionRowSx,
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
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
    </SectionCard>
  );
}
