import { Suspense } from 'react';
import { useMatches } from 'react-router-dom';
import { PageLoading } from '@/components/PageLoading';
import type { AppStore } from '@/store/hooks';
import { useAppStore } from '@/store/hooks';
import { browserDatabaseFactory } from '@/store/idb/database';
import { loadSavedDomains } from './domainLoading';
import { DOMAIN_KEYS } from './domains';
import { AdminLayout } from './layouts/AdminLayout';
import { firstDomains, LAYOUT_DOMAINS } from './pageDomains';
import { AreaErrorBoundary } from './RouteErrorBoundary';
import { useDomains } from './useDomains';

export { AdminPageScreen, preloadAdminScreen } from './adminScreens';
import type { AdminPage, AreaRole } from './paths';
import { storageOf } from './rootStore';

/**
 * Starts joining the admin domains to `store`, read from IndexedDB, once per store (StrictMode's
 * second render and later visits find it under way): the layout's and `page`'s domains first, the
 * others in the background, with sample data dated from now. A failure reaches the screens waiting
 * for a domain (useDomains), which show the error view.
 */
function startLoading(store: AppStore, page: AdminPage | undefined): void {
  void loadSavedDomains(store, {
    factory: browserDatabaseFactory(),
    storage: storageOf(store),
    referenceDate: new Date(),
    first: firstDomains(page),
  }).catch(() => undefined);
}

/** The admin page the address shows (its route names it: routes.tsx), if any. */
const useAdminPage = (): AdminPage | undefined =>
  useMatches()
    .map((match) => (match.handle as { page?: AdminPage } | undefined)?.page)
    .find((page) => page !== undefined);

/**
 * The admin area as it loads (a chunk of its own, with the layout, the domain slices and their
 * fixtures): the domains join the store of this very tree (useAppStore, not a module variable, so
 * that StrictMode's discarded store is never the one filled); the layout renders once its own
 * domains are in, and each screen once its own are (AdminPageScreen). A layout domain that cannot
 * be read shows the area's error view, whose Try again reads it again (AreaErrorBoundary).
 */
export default function AdminArea({ role }: { role: AreaRole }) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <LoadedArea role={role} />
      </Suspense>
    </AreaErrorBoundary>
  );
}

/** The layout, once its domains have joined the store (the domains' loading started first). */
function LoadedArea({ role }: { role: AreaRole }) {
  const store = useAppStore();
  const page = useAdminPage();
  if (!DOMAIN_KEYS.every((key) => key in store.getState())) startLoading(store, page);
  useDomains(LAYOUT_DOMAINS);
  return <AdminLayout role={role} />;
}
