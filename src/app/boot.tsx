import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouteMatch } from 'react-router-dom';
import { persistStore, type PersistorOptions } from 'redux-persist';
import { hydrationStarted } from '@/components/hydration';
import { initI18n, loadLanguage } from '@/i18n';
import { isPrerenderedFor, PRERENDERED_PATH_ATTRIBUTE, withoutIndexFile } from '@/lib/pagePath';
import { browserStorage } from '@/store/keyValueStorage';
import { readStoredPreferences } from '@/store/persist';
import { initialPreferences } from '@/store/preferencesSlice';
import type { RootState } from '@/store/rootState';
import { storageUnavailable } from '@/store/storageSlice';
import { App } from './App';
import { routes, type RouteHandle } from './routes';
import { makeRootStore } from './rootStore';

/** Loads the code and texts of the screens matched at start-up, so the first render does not suspend. */
const preloadMatches = (matches: DataRouteMatch[]) =>
  Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));

/**
 * Starts the app in `container`. The saved preferences are read before anything renders, so the
 * first frame has the right theme, language and direction. A page prerendered at build time for
 * this path (`data-prerendered-path` on <html>) and in the saved language (`data-prerendered` on the
 * container), with no query string, is hydrated; any other page is rendered on the client (the
 * inline start-up script hid a prerendered page in another language, or for another path,
 * meanwhile).
 */
export async function boot(container: HTMLElement): Promise<void> {
  const storage = browserStorage();
  const preferences = readStoredPreferences(storage);
  initI18n(preferences.language);
  const store = makeRootStore({ preferences }, { storage });
  const persistor = persistStore(store, { manualPersist: true } as PersistorOptions);
  // A URL naming a folder's index file (a host serves /index.html as the landing page) is that
  // folder's page: the router knows no index.html, so the address says the folder.
  const { pathname, search, hash } = window.location;
  if (withoutIndexFile(pathname) !== pathname)
    window.history.replaceState(window.history.state, '', withoutIndexFile(pathname) + search + hash);
  // A host that answers every unknown path with index.html gives /login the landing page's markup:
  // that page is rendered afresh, and its markup removed at once (the start-up script hid it).
  const samePage = isPrerenderedFor(
    document.documentElement.getAttribute(PRERENDERED_PATH_ATTRIBUTE),
    window.location.pathname,
  );
  if (!samePage) container.replaceChildren();
  const router = createBrowserRouter(routes);
  await Promise.all([loadLanguage(preferences.language), preloadMatches(router.state.matches)]);

  // A query string can change what a page shows (/signup?role=carrier preselects a role), and the
  // prerendered HTML is the page without one: such a page is rendered afresh instead of hydrated.
  const hydrate =
    samePage && container.dataset.prerendered === preferences.language && window.location.search === '';
  // While hydrating, components see the state the page was prerendered with; then the saved one.
  const serverState: RootState | undefined = hydrate
    ? { ...store.getState(), preferences: { ...initialPreferences, language: preferences.language } }
    : undefined;
  // Storage refused (disabled, a policy): say that changes will not be kept (after hydration).
  if (!storage) store.dispatch(storageUnavailable());
  const app = (
    <StrictMode>
      <App store={store} persistor={persistor} router={router} serverState={serverState} />
    </StrictMode>
  );
  // In a transition, React renders (and hydrates) in slices, yielding to the browser every few
  // milliseconds, instead of one long task that would block input (Lighthouse's blocking time).
  startTransition(() => {
    if (hydrate) {
      hydrationStarted();
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
}
