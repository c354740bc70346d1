import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLocale } from '@/i18n/locale';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useAppDispatch } from '@/store/hooks';
import { notificationRead, type Notification } from './notificationsSlice';

/** An unread notification is marked with a dot (spec 4), described in text for screen readers. */
export function UnreadDot() {
  const { t } = useLocale();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('notifications.unread')}
      sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0, mt: 0.75 }}
    />
  );
}

/** The dot (or its space) beside a title and message; unread titles are bold. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}>
      {notification.read ? <Box sx={{ width: 8, flexShrink: 0 }} /> : <UnreadDot />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: notification.read ? 500 : 700 }}>
          {notification.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notification.message}
        </Typography>
      </Box>
    </Box>
  );
}

/** "5 minutes ago", with the full date and time for hover and assistive technology. */
export function NotificationTime({ iso, now }: { iso: string; now: Date }) {
  const { language } = useLocale();
  return (
    <time dateTime={iso} title={formatDateTime(iso, language)}>
      {formatRelativeTime(iso, now, language)}
    </time>
  );
}

/** Read or Unread, as a chip (unread in the primary colour). */
export function ReadChip({ read }: { read: boolean }) {
  const { t } = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={read ? 'default' : 'primary'}
      label={read ? t('admin.notificationList.readFilters.read') : t('notifications.unread')}
    />
  );
}

/**
 * Marks one notification read ("Mark New driver registration as read"); nothing for a read one.
 * The button then goes away: `onMarked` may move the focus somewhere that stays.
 */
export function MarkReadButton({
  notification,
  onMarked,
}: {
  notification: Pick<Notification, 'id' | 'title' | 'read'>;
  onMarked?: () => void;
}) {
  const { t } = useLocale();
  const dispatch = useAppDispatch();
  if (notification.read) return null;
  return (
    <Tooltip title={t('admin.notificationList.markRead')} describeChild>
      <IconButton
        size="small"
        aria-label={t('admin.notificationList.markReadLabel', { title: notification.title })}
        onClick={() => {
          dispatch(notificationRead(notification.id));
          onMarked?.();
        }}
      >
        <DoneIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
