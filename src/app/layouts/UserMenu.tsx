import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { initialsOf } from '@/lib/initials';
import { selectAdminProfile } from '@/features/profile/profileSlice';
import { useAppSelector } from '@/store/hooks';
import { adminPath, PUBLIC_PATHS, type AreaRole } from '../paths';

/**
 * Header user menu: Profile, Settings, Log out (which goes to / and calls nothing). The button shows
 * the signed-in administrator's initials and the menu their name, both from the profile (spec 2.4),
 * so a saved name shows at once. The button is named by the visible initials and then "Account menu"
 * ("AM Account menu"), so its name contains what it shows (axe label-in-name).
 */
export function UserMenu({ role }: { role: AreaRole }) {
  const { t } = useTranslation();
  const { fullName } = useAppSelector(selectAdminProfile);
  const initials = initialsOf(fullName);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const initialsId = useId();
  const labelId = useId();
  const go = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };
  return (
    <>
      <IconButton
        aria-labelledby={`${initialsId} ${labelId}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: '0.875rem' }}>
          <bdi id={initialsId}>{initials}</bdi>
        </Avatar>
        <Box component="span" id={labelId} sx={visuallyHidden}>
          {t('userMenu.label')}
        </Box>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{fullName}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('userMenu.role')} · {t('userMenu.title')}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go(adminPath(role, 'profile'))}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem onClick={() => go(adminPath(role, 'settings'))}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => go(PUBLIC_PATHS.landing)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
