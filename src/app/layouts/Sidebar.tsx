import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { adminPath, isProfilePath, type AreaRole } from '../paths';
import { MAIN_NAV, PROFILE_NAV, type NavItem } from './navigation';

/** Spec 9: sidebar widths. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3.1rem';

interface NavListProps {
  role: AreaRole;
  collapsed: boolean;
  onNavigate?: () => void;
}

/**
 * One link of the navigation. Memoised: the list around it follows the location, which a list's
 * search, filter, sort or page changes too; an entry renders again only when its own props change
 * (its NavLink still follows the location, to mark itself active).
 */
const NavEntry = memo(function NavEntry({
  item,
  role,
  collapsed,
  onNavigate,
}: NavListProps & { item: NavItem }) {
  const { t } = useTranslation();
  const label = t(item.label);
  const { Icon } = item;
  const button = (
    <ListItemButton
      component={NavLink}
      to={adminPath(role, item.page)}
      end
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      sx={{
        minHeight: 40,
        borderRadius: 1.5,
        mx: collapsed ? 0.5 : 1,
        px: collapsed ? 1.25 : 1.5,
        '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
        '&.active .MuiListItemIcon-root': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </li>
  );
});

/** The navigation list: the main 14 items, or the profile items under a profile path. */
export function SidebarNav({ role, collapsed, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const profile = isProfilePath(pathname);
  const items = profile ? PROFILE_NAV : MAIN_NAV;
  return (
    <Box
      component="nav"
      aria-label={t(profile ? 'nav.profileNavigation' : 'nav.mainNavigation')}
      sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1 }}
    >
      <List dense disablePadding sx={{ py: 1, display: 'grid', gap: 0.25 }}>
        {items.map((item) => (
          <NavEntry key={item.label} item={item} role={role} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: collapsed ? 1.25 : 2,
        height: 64,
        flexShrink: 0,
      }}
    >
      <LocalShippingIcon color="primary" />
      {collapsed ? null : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }} noWrap>
          {t('app.name')}
        </Typography>
      )}
    </Box>
  );
}

interface SidebarProps {
  role: AreaRole;
  isMobile: boolean;
  expanded: boolean;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

/** Desktop: a permanent sidebar that collapses to icons. Under 768 px: a drawer. */
export function Sidebar({ role, isMobile, expanded, drawerOpen, onCloseDrawer }: SidebarProps) {
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={onCloseDrawer}
        data-testid="sidebar-drawer"
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE } } }}
      >
        <Brand collapsed={false} />
        <SidebarNav role={role} collapsed={false} onNavigate={onCloseDrawer} />
      </Drawer>
    );
  }
  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
  return (
    <Drawer
      variant="permanent"
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Brand collapsed={!expanded} />
      <SidebarNav role={role} collapsed={!expanded} />
    </Drawer>
  );
}
