import { showToast } from '@/components/toast';
import { i18n } from '@/i18n';
import { domainStorageKey, readDomain as readLocalDomain } from '@/store/localStorageDomains';
import type { AppStore } from '@/store/hooks';
import { connect, probe } from '@/store/idb/database';
import { readDomain, readRevisions, type ReadOptions } from '@/store/idb/domainStore';
import { tabLinks } from '@/store/idb/tabLinks';
import { createTabSync } from '@/store/idb/tabSync';
import type { KeyValueStorage } from '@/store/keyValueStorage';
import { storageUnavailable } from '@/store/storageSlice';
import { DOMAIN_KEYS, joinDomains, loadDomains, RUNNING, type DomainKey } from './domains';
import { addMiddleware } from './rootStore';

export interface LoadSavedDomainsOptions {
  /** The browser's IndexedDB; null where it is missing: the domains then live in memory only. */
  factory: IDBFactory | null;
  /** Local storage, where the previous version of the app saved the domains (moved once, then removed). */
  storage: KeyValueStorage | null;
  /** "Now" for the sample data. */
  referenceDate: Date;
  /** How each domain is read (batches, and the pause between them); the defaults suit the browser. */
  read?: ReadOptions;
}

const removeLocal = (storage: KeyValueStorage | null, key: string) => {
  try {
    storage?.removeItem(domainStorageKey(key));
  } catch {
    // Local storage refused: the key stays, and is moved again (harmlessly) next time.
  }
};

/**
 * The admin area's domains from IndexedDB. Each one is read, migrated and checked, in batches of
 * records with a pause for the browser between them (the area's loading view stays responsive at
 * 100,000 records; `readDomain`); one that cannot
 * be used gets its fixtures alone, and the notice names it. A domain the database does not hold yet
 * but local storage does (saved by the previous version of the app) is taken from there, written
 * whole into the database and then removed from local storage. Without a usable database (missing,
 * refused or blocked: private windows), the domains are the fixtures, kept in memory, and the
 * administrator is told that changes will not be kept. Then the tab saves its changes through the
 * tab sync (src/store/idb/tabSync.ts). Calling it again for the same store does nothing.
 */
export async function loadSavedDomains(
  store: AppStore,
  { factory, storage, referenceDate, read }: LoadSavedDomainsOptions,
): Promise<void> {
  const missing = DOMAIN_KEYS.filter((key) => !(key in store.getState()));
  if (missing.length === 0) return;
  const connection = factory ? connect(factory, DOMAIN_KEYS) : null;
  if (!connection || (await probe(connection)) !== null) {
    loadDomains(store, { referenceDate });
    store.dispatch(storageUnavailable());
    return;
  }
  const db = await connection.db();
  const states: Record<string, unknown> = {};
  const restored: DomainKey[] = [];
  const whole: DomainKey[] = [];
  const moved: DomainKey[] = [];
  // Every domain's read at once: the database reads ahead while the page checks what has arrived.
  const reads = await Promise.all(missing.map((key) => readDomain(db, key, RUNNING[key].isValid, read)));
  for (const [i, key] of missing.entries()) {
    const { isValid, seed } = RUNNING[key];
    const saved = reads[i]!;
    if (saved.found === 'usable') {
      states[key] = saved.state;
      if (saved.migrated) whole.push(key);
      continue;
    }
    const local = saved.found === 'nothing' && storage ? readLocalDomain(storage, key, isValid) : null;
    if (local?.found === 'usable' || local?.found === 'unusable') moved.push(key);
    if (saved.found === 'unusable' || local?.found === 'unusable') restored.push(key);
    states[key] = local?.found === 'usable' ? local.state : seed(referenceDate);
    if (saved.found === 'unusable' || moved.includes(key)) whole.push(key);
  }
  // A check in the store's own order (a domain joining during the reads is not loaded twice).
  if (missing.some((key) => key in store.getState())) return;
  joinDomains(store, states, restored);
  const sync = createTabSync(store, {
    connection,
    domains: RUNNING,
    ...tabLinks(),
    revisions: await readRevisions(db, missing),
    whole,
    onSaved: (written) =>
      written.filter((key) => moved.includes(key as DomainKey)).forEach((key) => removeLocal(storage, key)),
    onRefused: () =>
      showToast({
        title: i18n.t('admin.tabSync.refusedTitle'),
        description: i18n.t('admin.tabSync.refusedDescription'),
        variant: 'destructive',
      }),
  });
  addMiddleware(store, sync.middleware);
}
