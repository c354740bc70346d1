import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MainAsideColumns } from '@/components/MainAsideColumns';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { AccountDetails } from './AccountDetails';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { initialsOf } from '@/lib/initials';
import { selectAdminProfile } from './profileSlice';

/** The administrator as the header's user menu shows them: avatar, name, Super Admin · System Administrator. */
function ProfileSummary() {
  const { t } = useTranslation();
  const admin = useAppSelector(selectAdminProfile);
  return (
    <Card component="section" aria-label={t('admin.profile.summary.label')} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
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
          {initialsOf(admin.fullName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{admin.fullName}</bdi>
          </Typography>
          <Typography color="text.secondary">
            {t('userMenu.role')} · {t('userMenu.title')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Admin profile (spec 2.4): who is signed in, the Personal Details form and the Account Details.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.profile')} description={t('admin.profile.description')} />
      <ProfileSummary />
      <MainAsideColumns main={<PersonalDetailsForm />} aside={<AccountDetails />} />
    </>
  );
}
