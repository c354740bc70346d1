import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/** Spec 9: the mobile breakpoint. `theme.breakpoints.down('md')` is "mobile" throughout. */
export const MOBILE_BREAKPOINT_PX = 768;

export function createAppTheme(mode: ColorMode, direction: Direction): Theme {
  const dark = mode === 'dark';
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      primary: { main: dark ? '#8ab4ff' : '#1d4ed8' }, // dark: 5:1 on the selected nav item (#373f4f)
      secondary: { main: dark ? '#fbbf24' : '#b45309' },
      success: { main: dark ? '#4ade80' : '#15803d', dark: '#166534' },
      warning: { main: dark ? '#fbbf24' : '#b45309', dark: '#92400e' },
      error: { main: dark ? '#f87171' : '#b91c1c', dark: '#991b1b' },
      info: { main: dark ? '#60a5fa' : '#1d4ed8', dark: '#1e40af' },
      background: dark ? { default: '#0b1220', paper: '#111a2e' } : { default: '#f6f7fb', paper: '#ffffff' },
      text: dark
        ? { primary: '#e5e9f2', secondary: '#a9b3c7' }
        : { primary: '#111827', secondary: '#4b5563' },
      divider: dark ? 'rgba(255,255,255,0.12)' : 'rgba(17,24,39,0.12)',
    },
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
      MuiCssBaseline: { styleOverrides: { body: { colorScheme: mode } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Spec 9: tooltips open after 700 ms.
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 0, arrow: true } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });
}
