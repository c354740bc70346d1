import type { EmotionCache } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { ToastProvider } from '@/components/toast';
import { i18n } from '@/i18n';
import { LocaleProvider } from '@/i18n/locale';
import type { AppStore } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { StorageNotice } from './StorageNotice';
import { ThemeRoot } from './ThemeRoot';

interface AppProvidersProps {
  store: AppStore;
  /** Absent in tests that do not persist. */
  persistor?: Persistor;
  /** The state a prerendered page was rendered with, used while hydrating it (react-redux). */
  serverState?: RootState;
  /** The prerender step's own emotion cache (one per page); the browser uses one per direction. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

const started = new WeakSet<Persistor>();

/**
 * Reads the saved state back once the first render is on screen. The saved preferences are already
 * in the store (read synchronously at start-up, boot.tsx); this checks them, raises the notice for
 * bad data and starts writing. Never twice for one persistor: a second PERSIST leaves redux-persist
 * a timer that reports a false time-out two seconds later.
 */
function usePersistAfterFirstRender(persistor: Persistor | undefined) {
  useEffect(() => {
    if (!persistor || started.has(persistor)) return;
    started.add(persistor);
    persistor.persist();
  }, [persistor]);
}

/** Store, saved state, i18n, theme and toasts: everything a screen expects around it. */
export function AppProviders({ store, persistor, serverState, emotionCache, children }: AppProvidersProps) {
  usePersistAfterFirstRender(persistor);
  return (
    <Provider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <LocaleProvider>
          <ThemeRoot emotionCache={emotionCache}>
            <ToastProvider>
              <StorageNotice />
              {children}
            </ToastProvider>
          </ThemeRoot>
        </LocaleProvider>
      </I18nextProvider>
    </Provider>
  );
}
