import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard } from '@/components/SectionCard';
import { formatDate, formatDateTime } from '@/lib/format';
import { statusTone } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { useAppSelector } from '@/store/hooks';
import { selectAdminProfile } from './profileSlice';

/** Account Details (spec 2.4): Member Since, Last Login and Account Status, as a description list. */
export function AccountDetails() {
  const { t, i18n } = useTranslation();
  const admin = useAppSelector(selectAdminProfile);
  const language = i18n.language;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'memberSince',
      label: t('admin.profile.account.memberSince'),
      value: <time dateTime={admin.memberSince}>{formatDate(admin.memberSince, language)}</time>,
    },
    {
      key: 'lastLogin',
      label: t('admin.profile.account.lastLogin'),
      value: <time dateTime={admin.lastLogin}>{formatDateTime(admin.lastLogin, language)}</time>,
    },
    {
      key: 'status',
      label: t('admin.profile.account.status'),
      value: <StatusChip status={admin.status} tone={statusTone(userStatusMachine, admin.status)} />,
    },
  ];
  return (
    <SectionCard
      title={t('admin.profile.account.title')}
      description={t('admin.profile.account.description')}
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {rows.map(({ key, label, value }) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.25 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
