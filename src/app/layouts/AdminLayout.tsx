import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { prefetchGridWhenIdle } from '@/components/list/loadGrid';
import { LanguageSwitch, ThemeSwitch } from '@/components/preferences';
import { PageLoading } from '@/components/PageLoading';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { KeyboardShortcuts } from '../keyboard/KeyboardShortcuts';
import { adminPath, type AreaRole } from '../paths';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { SkipLink } from './SkipLink';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';
import { useSidebarState } from './useSidebarState';

/**
 * Spec 2.3: sidebar (or drawer under 768 px), header with preferences, bell and user menu. Memoised:
 * its parent follows the route matches, which change with every search, filter, sort or page of a
 * list (the query is part of the location); the layout renders again only for its own state, and the
 * page inside it through the Outlet.
 */
export const AdminLayout = memo(function AdminLayout({ role }: { role: AreaRole }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { expanded, drawerOpen, toggle, closeDrawer } = useSidebarState(isMobile);
  const toggleLabel = isMobile ? t('layout.openNavigation') : t('layout.toggleSidebar');
  // On a wide screen the first list then finds the grid's chunk already there; phones never fetch it.
  useEffect(() => prefetchGridWhenIdle(), []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <KeyboardShortcuts role={role} />
      <Sidebar
        role={role}
        isMobile={isMobile}
        expanded={expanded}
        drawerOpen={drawerOpen}
        onCloseDrawer={closeDrawer}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 0.5 }}>
            <Tooltip title={isMobile ? toggleLabel : t('layout.toggleSidebarHint')}>
              <IconButton
                edge="start"
                aria-label={toggleLabel}
                aria-expanded={isMobile ? drawerOpen : expanded}
                onClick={toggle}
              >
                {!isMobile && expanded ? <MenuOpenIcon /> : <MenuIcon />}
              </IconButton>
            </Tooltip>
            <Box sx={{ flex: 1 }} />
            <LanguageSwitch />
            <ThemeSwitch />
            <NotificationBell viewAllHref={adminPath(role, 'notifications')} />
            <UserMenu role={role} />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, md: 3 }, outline: 'none', minWidth: 0 }}
        >
          <RouteErrorBoundary homeHref={adminPath(role, 'dashboard')}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
});
