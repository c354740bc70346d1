import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LanguageSwitch, ThemeSwitch } from '@/components/preferences';
import { EARLY_CLICK_ATTRIBUTE } from '@/lib/earlyInputHold';
import { ADMIN_HOME, LANDING_SECTIONS, PUBLIC_PATHS } from '@/lib/publicPaths';
import { smoothScrollTo } from '@/lib/smoothScroll';
import { Brand } from './Brand';
import { useMediaMatch } from '../useMediaMatch';
import { SectionLink } from './SectionLink';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useScrolled } from './useScrolled';

/** Where the page's `<main>` is, for the skip link: every public page gives its main this id. */
export const MAIN_CONTENT_ID = 'main-content';

export interface PublicHeaderProps {
  /** The links to the landing page sections (default shown). */
  showSections?: boolean;
}

/** CSS display by width, for the first render of a prerendered page (useMediaMatch is null). */
const DESKTOP_ONLY = { xs: 'none', md: 'block' };
const MOBILE_ONLY = { md: 'none' };

/**
 * The sticky header of every public page (spec 2.2): the product mark, links to the landing page
 * sections, theme and language switches, Admin Panel, Login and Get Started. It gains a shadow and
 * a blurred background after 50 px of scroll (`data-scrolled`). Under 768 px the links fold into a
 * menu that closes once a link is followed.
 */
export function PublicHeader({ showSections = true }: PublicHeaderProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Unknown (null) while prerendering and hydrating: both layouts render, CSS shows the right one.
  const mobile = useMediaMatch(theme.breakpoints.down('md'));
  const desktopLayout = mobile !== true;
  const mobileLayout = mobile !== false;
  const reducedMotion = usePrefersReducedMotion();
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);

  const onBrandClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== PUBLIC_PATHS.landing) return;
    event.preventDefault();
    smoothScrollTo(0);
  };

  const sectionLinks = showSections
    ? LANDING_SECTIONS.map((section) => (
        <SectionLink
          key={section}
          section={section}
          onFollow={close}
          underline="none"
          color="text.primary"
          sx={{
            fontWeight: 500,
            px: { xs: 2, md: 1.25 },
            py: 1,
            borderRadius: 1,
            display: 'block',
            '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
          }}
        >
          {t(`landing.nav.sections.${section}`)}
        </SectionLink>
      ))
    : null;

  const accountLinks = (
    <>
      <Button component={RouterLink} to={ADMIN_HOME} onClick={close} color="inherit">
        {t('landing.nav.adminPanel')}
      </Button>
      <Button component={RouterLink} to={PUBLIC_PATHS.login} onClick={close} variant="outlined">
        {t('landing.nav.login')}
      </Button>
      <Button component={RouterLink} to={PUBLIC_PATHS.signup} onClick={close} variant="contained">
        {t('landing.nav.getStarted')}
      </Button>
    </>
  );

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        bgcolor: scrolled ? theme.alpha(theme.vars.palette.background.paper, 0.88) : 'background.default',
        backdropFilter: scrolled ? 'blur(12px)' : 'none',
        boxShadow: scrolled ? theme.shadows[4] : 'none',
        borderBottom: 1,
        borderColor: scrolled ? 'divider' : 'transparent',
        transition: reducedMotion ? 'none' : 'background-color 200ms, box-shadow 200ms',
      }}
    >
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -100,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <Toolbar sx={{ gap: { xs: 0.5, md: 1 }, minHeight: { xs: 64 } }}>
        <Link
          component={RouterLink}
          to={PUBLIC_PATHS.landing}
          onClick={onBrandClick}
          underline="none"
          aria-label={t('landing.nav.homeLink')}
          sx={{ flexShrink: 0, marginInlineEnd: 2, borderRadius: 1 }}
        >
          <Brand />
        </Link>
        {desktopLayout && sectionLinks ? (
          <Box component="nav" aria-label={t('landing.nav.label')} sx={{ display: DESKTOP_ONLY }}>
            <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
              {sectionLinks.map((link) => (
                <li key={link.key}>{link}</li>
              ))}
            </Box>
          </Box>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <ThemeSwitch />
        <LanguageSwitch />
        {desktopLayout ? (
          <Box sx={{ display: { ...DESKTOP_ONLY, md: 'flex' }, gap: 1, marginInlineStart: 1 }}>
            {accountLinks}
          </Box>
        ) : null}
        {mobileLayout ? (
          <IconButton
            sx={{ display: MOBILE_ONLY }}
            // A tap before the app owns the page opens the menu once it does.
            {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
            ref={menuButton}
            edge="end"
            aria-label={t(menuOpen ? 'landing.nav.closeMenu' : 'landing.nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        ) : null}
      </Toolbar>
      {mobileLayout ? (
        // Laid over the page, so opening or closing it never moves the sections a link scrolls to.
        <Collapse
          in={menuOpen}
          timeout={reducedMotion ? 0 : 'auto'}
          sx={{
            position: 'absolute',
            top: '100%',
            insetInline: 0,
            bgcolor: 'background.paper',
            boxShadow: menuOpen ? theme.shadows[8] : 'none',
            display: MOBILE_ONLY,
          }}
        >
          <Box
            id={menuId}
            component="nav"
            aria-label={t('landing.nav.label')}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Escape') return;
              close();
              menuButton.current?.focus();
            }}
            sx={{ px: 1, pb: 2, borderTop: 1, borderColor: 'divider' }}
          >
            {sectionLinks ? (
              <Box component="ul" sx={{ m: 0, p: 0, pt: 1, listStyle: 'none' }}>
                {sectionLinks.map((link) => (
                  <li key={link.key}>{link}</li>
                ))}
              </Box>
            ) : null}
            <Box sx={{ display: 'grid', gap: 1, px: 1, pt: 1 }}>{accountLinks}</Box>
          </Box>
        </Collapse>
      ) : null}
    </AppBar>
  );
}
