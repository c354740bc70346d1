import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkReadButton, NotificationSummary, NotificationTime, ReadChip } from './NotificationCells';
import type { Notification } from './notificationsSlice';

/** A notification under 768 px: the row's information and its action, stacked. */
export function NotificationListCard({
  notification,
  now,
  onMarked,
}: {
  notification: Notification;
  now: Date;
  onMarked?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <NotificationSummary notification={notification} />
        <ReadChip read={notification.read} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}
      >
        <Field label={t('admin.notificationList.columns.type')}>
          {t(`notifications.types.${notification.type}`)}
        </Field>
        <Field label={t('admin.notificationList.columns.priority')}>
          {t(`notifications.priorities.${notification.priority}`)}
        </Field>
        <Field label={t('admin.notificationList.columns.time')}>
          <NotificationTime iso={notification.time} now={now} />
        </Field>
      </Box>
      {notification.read ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <MarkReadButton notification={notification} onMarked={onMarked} />
        </Box>
      )}
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
