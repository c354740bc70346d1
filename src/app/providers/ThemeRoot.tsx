import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { directionOf, i18n } from '@/i18n';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectLanguage } from '@/store/preferencesSlice';
import { emotionCacheFor, themeFor } from '@/theme';
import { colorModeStorage, MODE_KEY } from './colorModeStorage';

/**
 * Applies the stored preferences to the page: colour scheme (MUI's CSS variables, the mode taken
 * from the store), language (i18next and `<html lang>`) and direction (`<html dir>`, MUI's
 * `direction` and the RTL emotion cache).
 */
export function ThemeRoot({ children, emotionCache }: { children: ReactNode; emotionCache?: EmotionCache }) {
  const store = useAppStore();
  const language = useAppSelector(selectLanguage);
  const direction = directionOf(language);
  const theme = themeFor(direction);
  const storageManager = useMemo(() => colorModeStorage(store), [store]);

  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    // The start-up script hides a prerendered page in another language until this render is on screen.
    document.documentElement.removeAttribute('data-render');
  }, [language, direction]);

  // noSsr: MUI's colour-scheme context is final on the first render. Without it MUI re-renders once
  // "on the client" after mounting, and that update, reaching the prerendered page's Suspense boundary
  // before it has hydrated, made React hydrate the whole page in one blocking task (issue 22). The
  // markup does not depend on it: with CSS variables the theme object is the same for either scheme.
  return (
    <CacheProvider value={emotionCache ?? emotionCacheFor(direction)}>
      <ThemeProvider theme={theme} storageManager={storageManager} modeStorageKey={MODE_KEY} noSsr>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
