import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { AppProviders } from './providers/AppProviders';

export interface AppProps {
  store: AppStore;
  persistor?: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
  /** When hydrating a prerendered page: the state it was rendered with (see boot.tsx). */
  serverState?: RootState;
}

/** The whole app: a persisted store, the providers and the browser router. */
export function App({ store, persistor, router, serverState }: AppProps) {
  return (
    <AppProviders store={store} persistor={persistor} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
