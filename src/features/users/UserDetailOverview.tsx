import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/SectionCard';
import { formatDateTime } from '@/lib/format';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import type { User } from './usersSlice';
import { hasCompany } from './validateNewUser';

interface Detail {
  key: string;
  label: string;
  value: ReactNode;
  /** A long value (email, notes, bio) takes the whole row. */
  wide?: boolean;
}

/** Label and value pairs as a description list, two columns on wide screens. */
function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {details.map(({ key, label, value, wide }) => (
        <Box key={key} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Overview: the account (role, company, contacts, dates, verification, notes) for everyone; the
 * driver profile (location, licence, TWIC, work radius, bio) for drivers. Other roles' jobs are not
 * tracked, which a line says.
 */
export function UserDetailOverview({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const notGiven = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('admin.userDetail.overview.notGiven')}
    </Box>
  );
  const text = (value: string | undefined) => (value?.trim() ? value : notGiven);
  const date = (iso: string) => dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  const label = (key: string) => t(`admin.userDetail.overview.${key}`);

  const account: Detail[] = [
    { key: 'email', label: label('email'), value: user.email, wide: true },
    { key: 'phone', label: label('phone'), value: text(user.phone) },
    { key: 'role', label: label('role'), value: t(`admin.users.roles.${user.role}`) },
    ...(hasCompany(user.role)
      ? [{ key: 'company', label: label('company'), value: text(user.company) }]
      : []),
    {
      key: 'joinDate',
      label: label('joinDate'),
      value: <time dateTime={user.joinDate}>{date(user.joinDate)}</time>,
    },
    {
      key: 'lastActive',
      label: label('lastActive'),
      value: <time dateTime={user.lastActive}>{formatDateTime(user.lastActive, language)}</time>,
    },
    {
      key: 'verification',
      label: label('verification'),
      value: user.verified ? t('status.verified') : t('admin.userDetail.notVerified'),
    },
    { key: 'notes', label: label('notes'), value: text(user.notes), wide: true },
  ];

  const driver = user.driver;
  const miles = numberFormat(language);
  const driverDetails: Detail[] = driver
    ? [
        { key: 'location', label: label('location'), value: text(driver.location) },
        { key: 'licenseNumber', label: label('licenseNumber'), value: text(driver.licenseNumber) },
        { key: 'twicNumber', label: label('twicNumber'), value: text(driver.twicNumber) },
        {
          key: 'workRadius',
          label: label('workRadius'),
          value:
            driver.workRadius === null
              ? notGiven
              : t('admin.userDetail.overview.workRadiusValue', { miles: miles.format(driver.workRadius) }),
        },
        { key: 'bio', label: label('bio'), value: text(driver.bio), wide: true },
      ]
    : [];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: driver ? '1fr 1fr' : '1fr' } }}>
      <SectionCard title={label('account')}>
        <DetailList details={account} />
        {driver ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {label('jobsNotTracked')}
          </Typography>
        )}
      </SectionCard>
      {driver ? (
        <SectionCard title={label('driver')}>
          <DetailList details={driverDetails} />
        </SectionCard>
      ) : null}
    </Box>
  );
}
