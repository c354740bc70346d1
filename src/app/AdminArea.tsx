import { use } from 'react';
import type { AppStore } from '@/store/hooks';
import { useAppStore } from '@/store/hooks';
import { DOMAIN_KEYS, loadDomains } from './domains';
import { AdminLayout } from './layouts/AdminLayout';

export { AdminPageScreen } from './adminScreens';
import type { AreaRole } from './paths';
import { storageOf, whenRehydrated } from './rootStore';

const loading = new WeakMap<AppStore, Promise<void>>();

/**
 * Joins the admin domains to `store` once: after the saved preferences are read back (their
 * migration moves domain data saved by older versions to the domains' own keys), with sample data
 * dated from now. Cached per store, so StrictMode's second render and later visits reuse it.
 */
function domainsReady(store: AppStore): Promise<void> {
  let ready = loading.get(store);
  if (!ready) {
    ready = whenRehydrated(store).then(() => {
      loadDomains(store, { referenceDate: new Date(), storage: storageOf(store) });
    });
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
