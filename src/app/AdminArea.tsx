import { use } from 'react';
import type { AppStore } from '@/store/hooks';
import { useAppStore } from '@/store/hooks';
import { browserDatabaseFactory } from '@/store/idb/database';
import { loadSavedDomains } from './domainLoading';
import { DOMAIN_KEYS } from './domains';
import { AdminLayout } from './layouts/AdminLayout';

export { AdminPageScreen, preloadAdminScreen } from './adminScreens';
import type { AreaRole } from './paths';
import { storageOf, whenRehydrated } from './rootStore';

const loading = new WeakMap<AppStore, Promise<void>>();

/**
 * Joins the admin domains to `store` once, read from IndexedDB (asynchronously: the area's loading
 * view shows meanwhile): after the saved preferences are read back (their migration moves domain
 * data saved by app version 1 to the domains' own local-storage keys, which loading then moves into
 * the database), with sample data dated from now. Cached per store, so StrictMode's second render
 * and later visits reuse it.
 */
function domainsReady(store: AppStore): Promise<void> {
  let ready = loading.get(store);
  if (!ready) {
    ready = whenRehydrated(store).then(() =>
      loadSavedDomains(store, {
        factory: browserDatabaseFactory(),
        storage: storageOf(store),
        referenceDate: new Date(),
      }),
    );
    loading.set(store, ready);
  }
  return ready;
}

const domainsLoaded = (store: AppStore) => DOMAIN_KEYS.every((key) => key in store.getState());

/**
 * The admin area as it loads (a chunk of its own, with the layout, the domain slices and their
 * fixtures): the domains join the store of this very tree (useAppStore, not a module variable, so
 * that StrictMode's discarded store is never the one filled), then the layout renders.
 */
export default function AdminArea({ role }: { role: AreaRole }) {
  const store = useAppStore();
  if (!domainsLoaded(store)) use(domainsReady(store));
  return <AdminLayout role={role} />;
}
