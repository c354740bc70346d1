import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from './providers/AppProviders';
import { routes } from './routes';
import { browserStorage, makeStore } from './store';

/** The whole app: a persisted store, the providers and the browser router. */
export function App() {
  const [{ store, persistor, router }] = useState(() => {
    const appStore = makeStore(undefined, { referenceDate: new Date(), storage: browserStorage() });
    return { store: appStore, persistor: persistStore(appStore), router: createBrowserRouter(routes) };
  });
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
