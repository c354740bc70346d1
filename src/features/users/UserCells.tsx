import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { useLocale } from '@/i18n/locale';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import type { User } from './usersSlice';

/** Pieces of a user's row that the table and the narrow-screen cards show alike. */

/** Name over email (sample data, kept in its own direction inside Arabic text). */
export function UserIdentity({ user }: { user: Pick<User, 'name' | 'email'> }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{user.name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{user.email}</bdi>
      </Typography>
    </Box>
  );
}

/** The company, or a dash (read out as "No company") for individual roles. */
export function CompanyName({ company }: { company: string | undefined }) {
  const { t } = useLocale();
  if (company) return <bdi>{company}</bdi>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <Box component="span" sx={visuallyHidden}>
        {t('admin.userList.noCompany')}
      </Box>
    </>
  );
}

/** Verified or not, as an icon and a word (never the colour alone). */
export function VerifiedMark({ verified }: { verified: boolean }) {
  const { t } = useLocale();
  const Icon = verified ? CheckCircleIcon : CancelOutlinedIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      <Icon fontSize="small" aria-hidden color={verified ? 'success' : 'disabled'} />
      <Typography component="span" variant="body2" color={verified ? 'text.primary' : 'text.secondary'}>
        {t(verified ? 'admin.userList.verified' : 'admin.userList.notVerified')}
      </Typography>
    </Box>
  );
}

/** When the user was last active: relative ("3 hours ago") in the current language, the date on hover. */
export function LastActive({ iso, now }: { iso: string; now: Date }) {
  const { language } = useLocale();
  return (
    <time dateTime={iso} title={formatDateTime(iso, language)}>
      {formatRelativeTime(iso, now, language)}
    </time>
  );
}
