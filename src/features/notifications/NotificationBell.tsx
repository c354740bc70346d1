import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatRelativeTime } from '@/lib/format';
import { useAppSelector } from '@/store/hooks';
import { MarkReadButton, UnreadDot } from './NotificationCells';
import { selectLatestNotifications, selectUnreadCount } from './notificationsSlice';

/**
 * Header bell: unread count badge and a popover of the latest notifications (spec 2.3); each unread
 * one can be marked read there, which lowers the count at once.
 */
export function NotificationBell({ viewAllHref }: { viewAllHref: string }) {
  const { t, i18n } = useTranslation();
  const unread = useAppSelector(selectUnreadCount);
  const latest = useAppSelector(selectLatestNotifications);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const label = unread > 0 ? t('notifications.bellWithCount', { unread }) : t('notifications.bell');

  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)' },
          } as object,
        }}
      >
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ px: 2, py: 1.5, fontWeight: 700 }}
        >
          {t('notifications.bell')}
        </Typography>
        <Divider />
        {latest.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List disablePadding data-testid="notification-popover-list">
            {latest.map((n) => (
              <ListItem
                key={n.id}
                divider
                sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: n.read ? undefined : 'action.hover' }}
              >
                {n.read ? <Box sx={{ width: 8, flexShrink: 0 }} /> : <UnreadDot />}
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography component="h3" variant="body2" sx={{ fontWeight: n.read ? 500 : 700 }}>
                    {n.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {n.message}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatRelativeTime(n.time, now, i18n.language)} · {t(`notifications.types.${n.type}`)}
                  </Typography>
                </Box>
                <Box sx={{ flexShrink: 0, mt: -0.5 }}>
                  <MarkReadButton notification={n} onMarked={() => headingRef.current?.focus()} />
                </Box>
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
          <Button component={RouterLink} to={viewAllHref} onClick={() => setAnchor(null)} fullWidth>
            {t('notifications.viewAll')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
