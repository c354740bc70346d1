import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColourOfTone } from '@/components/history/tone';
import { StatusChip } from '@/components/list/StatusChip';
import { PageHeader } from '@/components/PageHeader';
import { StarRating } from '@/components/StarRating';
import { LifecycleButton } from '@/components/lifecycle/LifecycleButton';
import { Refusable } from '@/components/history/Refusable';
import { whyNotText } from '@/components/history/whyNot';
import { statusTone } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { EditProfileDialog } from './EditProfileDialog';
import { initialsOf } from '@/lib/initials';
import { isRated } from './userDetailSelectors';
import type { User } from './usersSlice';
import { userActionStates, useUserStatusEvent } from './useUserStatusEvent';

/**
 * The detail's header: the avatar (initials, hidden from screen readers beside the visible name),
 * the name as the page's h1, role and id, status badge, verification, a driver's rating, Edit
 * Profile, and the four status actions: the ones the user status machine refuses now stay shown,
 * disabled, with its reason as tooltip and accessible description.
 */
export function UserDetailHeader({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const sendStatusEvent = useUserStatusEvent();
  const [editing, setEditing] = useState(false);

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar
          aria-hidden
          sx={{
            width: { xs: 48, sm: 64 },
            height: { xs: 48, sm: 64 },
            fontSize: { xs: '1.1rem', sm: '1.4rem' },
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initialsOf(user.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0, '& > header': { mb: 1.5 }, '& h1': { overflowWrap: 'anywhere' } }}>
          <PageHeader
            title={user.name}
            description={t('admin.userDetail.idRole', {
              role: t(`admin.users.roles.${user.role}`),
              id: user.id,
            })}
            actions={
              <>
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {t('admin.userDetail.editProfile')}
                </Button>
                <LifecycleButton
                  machine={userStatusMachine}
                  status={user.status}
                  eventLabel={(type) => t(`admin.users.events.${type}`, { defaultValue: type })}
                  title={t('admin.userDetail.lifecycleTitle')}
                />
                <Box
                  role="group"
                  aria-label={t('admin.userDetail.statusActions')}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                >
                  {userActionStates(user.status).map(({ type, refusal, tone }) => (
                    <Refusable
                      key={type}
                      reason={refusal ? whyNotText(t, refusal, i18n.language) : undefined}
                    >
                      <Button
                        variant={refusal ? 'outlined' : 'contained'}
                        color={buttonColourOfTone(tone)}
                        onClick={() => sendStatusEvent(user, type)}
                      >
                        {t(`admin.users.events.${type}`)}
                      </Button>
                    </Refusable>
                  ))}
                </Box>
              </>
            }
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <StatusChip status={user.status} tone={statusTone(userStatusMachine, user.status)} />
            <Chip
              size="small"
              variant="outlined"
              label={user.verified ? t('status.verified') : t('admin.userDetail.notVerified')}
            />
            {user.driver ? (
              isRated(user.driver.rating) ? (
                <StarRating rating={user.driver.rating} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('admin.userDetail.notRated')}
                </Typography>
              )
            ) : null}
          </Box>
        </Box>
      </CardContent>
      <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
