import { createTheme, type Theme } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) on every theme.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { COLOR_MODE_ATTRIBUTE, type ColorMode } from './colorMode';

export { COLOR_MODE_ATTRIBUTE, type ColorMode } from './colorMode';
export type Direction = 'ltr' | 'rtl';

/** Spec 9: the mobile breakpoint. `theme.breakpoints.down('md')` is "mobile" throughout. */
export const MOBILE_BREAKPOINT_PX = 768;

const palettes = {
  light: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#b45309' },
    success: { main: '#15803d', dark: '#166534' },
    warning: { main: '#b45309', dark: '#92400e' },
    error: { main: '#b91c1c', dark: '#991b1b' },
    info: { main: '#1d4ed8', dark: '#1e40af' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    divider: 'rgba(17,24,39,0.12)',
  },
  dark: {
    primary: { main: '#8ab4ff' }, // 5:1 on the selected nav item (#373f4f)
    secondary: { main: '#fbbf24' },
    success: { main: '#4ade80', dark: '#166534' },
    warning: { main: '#fbbf24', dark: '#92400e' },
    error: { main: '#f87171', dark: '#991b1b' },
    info: { main: '#60a5fa', dark: '#1e40af' },
    background: { default: '#0b1220', paper: '#111a2e' },
    text: { primary: '#e5e9f2', secondary: '#a9b3c7' },
    divider: 'rgba(255,255,255,0.12)',
  },
};

/**
 * One theme for both colour schemes, written as CSS variables: the markup is the same in light and
 * dark (so a prerendered page hydrates whatever the saved theme), and the attribute on <html>
 * picks the colours. Read colours through `theme.vars` (or `theme.applyStyles('dark', ...)`), never
 * `theme.palette`, which holds the light values only.
 */
/** The colours of one scheme, as values (for contrast checks in tests). */
export const schemePalette = (mode: ColorMode) => createAppTheme('ltr').colorSchemes[mode]!.palette;

export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_MODE_ATTRIBUTE },
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.375rem', fontWeight: 700 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Spec 9: tooltips open after 700 ms.
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 0, arrow: true } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });
}

const themes: Partial<Record<Direction, Theme>> = {};

/**
 * The app's theme for `direction`, made once and then kept: making it (both colour schemes, their
 * CSS variables) is one of the start-up's costly steps, which main.tsx runs in a task of its own
 * before React renders anything.
 */
export function themeFor(direction: Direction): Theme {
  themes[direction] ??= createAppTheme(direction);
  return themes[direction];
}
