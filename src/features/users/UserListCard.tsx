import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { statusTone } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { CompanyName, LastActive, UserIdentity, VerifiedMark } from './UserCells';
import { UserRowActions } from './UserRowActions';
import type { User } from './usersSlice';

/** A user under 768 px: the row's information and its two actions, stacked. */
export function UserListCard({ user, now }: { user: User; now: Date }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <UserIdentity user={user} />
        <StatusChip status={user.status} tone={statusTone(userStatusMachine, user.status)} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        <Field label={t('admin.userList.columns.role')}>{t(`admin.users.roles.${user.role}`)}</Field>
        <Field label={t('admin.userList.columns.company')}>
          <CompanyName company={user.company} />
        </Field>
        <Field label={t('admin.userList.columns.verified')}>
          <VerifiedMark verified={user.verified} />
        </Field>
        <Field label={t('admin.userList.columns.lastActive')}>
          <LastActive iso={user.lastActive} now={now} />
        </Field>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <UserRowActions user={user} />
      </Box>
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
