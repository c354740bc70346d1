import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { AuditTimeline } from '@/components/history/AuditTimeline';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { usePageTime } from '@/components/usePageTime';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { selectAuditFor } from '@/store/history/audit';
import { useAppSelector } from '@/store/hooks';
import type { DriverActivity, User } from './usersSlice';

/**
 * Activity (issue 12): the audit trail of the user, of their verification item and of their driver
 * documents, newest first (who, when, from which status to which). A driver's own activity feed
 * (sample data of what the driver did) follows in a section of its own.
 */
export function UserDetailActivity({ user }: { user: User }) {
  const { t } = useTranslation();
  const entries = useAppSelector((state) => selectAuditFor(state, user.id));
  return (
    <>
      <SectionCard
        title={t('admin.userDetail.activity.title')}
        description={t('admin.activity.tabDescription')}
      >
        <AuditTimeline entries={entries} />
      </SectionCard>
      {user.driver && user.driver.activity.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <DriverFeed name={user.name} activity={user.driver.activity} />
        </Box>
      ) : null}
    </>
  );
}

/** What the driver did (sample data), newest first, each by the driver, with when. */
function DriverFeed({ name, activity }: { name: string; activity: readonly DriverActivity[] }) {
  const { t, i18n } = useTranslation();
  const now = usePageTime();
  return (
    <SectionCard
      title={t('admin.userDetail.activity.driverTitle')}
      description={t('admin.userDetail.activity.driverDescription')}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {activity.map((item, index) => (
          <Box
            component="li"
            key={`${item.time}-${index}`}
            sx={{ ...sectionRowSx, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <HistoryIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{item.text}</Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans
                  i18nKey="admin.userDetail.activity.byDriver"
                  values={{ name }}
                  components={{ name: <bdi /> }}
                />{' '}
                ·{' '}
                <time dateTime={item.time}>
                  {formatRelativeTime(item.time, now, i18n.language)} (
                  {formatDateTime(item.time, i18n.language)})
                </time>
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
