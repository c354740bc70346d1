import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { RowActionsMenu } from '@/components/list';
import { useLocale } from '@/i18n/locale';
import type { User } from './usersSlice';
import { useUserStatusActions } from './useUserStatusEvent';

/**
 * A user's two actions, in the table and on the cards: the view link (relative to the list, so
 * /admin/users/USR-001 or /broker/users/USR-001) and the menu of the status events the machine
 * allows for the user now (none for a pending user: the menu says so).
 */
export function UserRowActions({ user }: { user: Pick<User, 'id' | 'name' | 'status'> }) {
  const { t } = useLocale();
  const actionsFor = useUserStatusActions();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        component={RouterLink}
        to={encodeURIComponent(user.id)}
        aria-label={t('admin.userList.view', { name: user.name })}
        size="small"
      >
        <VisibilityOutlinedIcon fontSize="small" />
      </IconButton>
      <RowActionsMenu
        label={t('admin.userList.statusActions', { name: user.name })}
        actions={() => actionsFor(user)}
        emptyText={t('list.noActions')}
      />
    </Box>
  );
}
