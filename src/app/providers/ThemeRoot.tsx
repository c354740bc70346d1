import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { directionOf, i18n } from '@/i18n';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage, selectThemePreference } from '@/store/preferencesSlice';
import { createAppTheme, emotionCacheFor, type ColorMode } from '@/theme';

/** Resolves the theme preference: `system` follows the OS setting live. */
export function useColorMode(): ColorMode {
  const preference = useAppSelector(selectThemePreference);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/**
 * Applies the stored preferences to the page: colour scheme, language (i18next and `<html lang>`)
 * and direction (`<html dir>`, MUI's `direction` and the RTL emotion cache).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  const language = useAppSelector(selectLanguage);
  const direction = directionOf(language);
  const theme = useMemo(() => createAppTheme(mode, direction), [mode, direction]);

  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);

  useLayoutEffect(() => {
    document.documentElement.dataset.colorMode = mode;
  }, [mode]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
