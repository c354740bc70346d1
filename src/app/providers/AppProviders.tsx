import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ToastProvider } from '@/components/toast';
import { i18n } from '@/i18n';
import type { AppStore } from '@/store/hooks';
import { StorageNotice } from './StorageNotice';
import { ThemeRoot } from './ThemeRoot';

interface AppProvidersProps {
  store: AppStore;
  /** Absent in tests that do not persist. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Store, saved-state gate, i18n, theme and toasts: everything a screen expects around it. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const content = (
    <ThemeRoot>
      <ToastProvider>
        <StorageNotice />
        {children}
      </ToastProvider>
    </ThemeRoot>
  );
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        {persistor ? (
          <PersistGate loading={null} persistor={persistor}>
            {content}
          </PersistGate>
        ) : (
          content
        )}
      </I18nextProvider>
    </Provider>
  );
}
