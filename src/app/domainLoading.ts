import { showToast } from '@/components/toast';
import { i18n } from '@/i18n';
import { whenIdle, yieldToBrowser } from '@/lib/inTasks';
import { domainStorageKey, readDomain as readLocalDomain } from '@/store/localStorageDomains';
import type { AppStore } from '@/store/hooks';
import { connect, probe, type Connection } from '@/store/idb/database';
import { readDomain, type ReadOptions } from '@/store/idb/domainStore';
import { tabLinks } from '@/store/idb/tabLinks';
import { createTabSync } from '@/store/idb/tabSync';
import type { JoiningDomain, TabSync } from '@/store/idb/tabSyncTypes';
import { tabJournal, type Journal } from '@/store/idb/unsavedJournal';
import { browserStorage, type KeyValueStorage } from '@/store/keyValueStorage';
import { storageUnavailable } from '@/store/storageSlice';
import { DOMAIN_KEYS, joinDomains, loadDomains, prepareForDomains, RUNNING, type DomainKey } from './domains';
import { addMiddleware, whenRehydrated } from './rootStore';

export interface LoadSavedDomainsOptions {
  /** The browser's IndexedDB; null where it is missing: the domains then live in memory only. */
  factory: IDBFactory | null;
  /** Local storage, where the previous version of the app saved the domains (moved once, then removed). */
  storage: KeyValueStorage | null;
  /** "Now" for the sample data. */
  referenceDate: Date;
  /**
   * The domains to join first (the layout's and the page's: src/app/pageDomains.ts); the others
   * join after them, one at a time, in the background. Without it, every domain joins at once.
   */
  first?: readonly DomainKey[];
  /** How each domain is read (batches, and the pause between them); the defaults suit the browser. */
  read?: ReadOptions;
}

/** A loading under way. */
interface Loading {
  /** Settles when every domain has joined; rejects when reading failed. */
  done: Promise<void>;
  /** The domains a screen has waited for: read before the others, at full speed. */
  wanted: Set<DomainKey>;
}

const loadings = new WeakMap<AppStore, Loading>();
/** Loadings that failed: kept until `readAgain`. */
const failed = new WeakSet<Loading>();
const joinedPromises = new WeakMap<AppStore, Map<DomainKey, Promise<void>>>();
/** Per store, how its loading was asked for: one that failed is started again the same way. */
const requests = new WeakMap<AppStore, LoadSavedDomainsOptions>();
/** Per store, its database and tab sync: set up by its first loading, kept by a later one. */
const groups = new WeakMap<AppStore, Group>();

const removeLocal = (storage: KeyValueStorage | null, key: string) => {
  try {
    storage?.removeItem(domainStorageKey(key));
  } catch {
    // Local storage refused: the key stays, and is moved again (harmlessly) next time.
  }
};

/**
 * The admin area's domains from IndexedDB, after the saved preferences are read back (their
 * migration moves domain data saved by app version 1 to the domains' own local-storage keys). Each
 * domain is read, migrated and checked in batches of records with a pause for the browser between
 * them (`readDomain`); one that cannot be used gets its fixtures alone, and the notice names it. A
 * domain the database does not hold yet but local storage does (saved by the previous version of
 * the app) is taken from there, written whole into the database and then removed from local
 * storage. Without a usable database (missing, refused or blocked: private windows), the domains
 * are the fixtures, kept in memory, and the administrator is told that changes will not be kept.
 *
 * The `first` domains are read together and join first, so that the page renders as soon as its
 * own data is in; the others follow one at a time, each read when the browser is idle and pausing
 * for it between batches, unless a screen is waiting for it (`domainJoined`), which moves it to the
 * front and reads it at full speed. The tab sync (src/store/idb/tabSync.ts) starts before the first
 * domain joins and takes each as it joins. Returns when every domain has joined; calling it again
 * for the same store returns the loading already under way, or the one that failed (a read
 * refused) until `readAgain` forgets it.
 */
export function loadSavedDomains(store: AppStore, options: LoadSavedDomainsOptions): Promise<void> {
  let loading = loadings.get(store);
  if (!loading) {
    const wanted = new Set<DomainKey>();
    const started: Loading = { wanted, done: load(store, options, wanted) };
    // Failed, it stays failed (each wait for a missing domain rejects at once) until `readAgain`.
    started.done.catch(() => failed.add(started));
    loadings.set(store, (loading = started));
    requests.set(store, options);
  }
  return loading.done;
}

/**
 * Forgets `store`'s loading if it failed (a read refused), so that the next wait for a domain still
 * missing (the error view's Try again renders one) reads those domains again, with the same
 * database and tab sync. Until then a failed loading stays failed: the renders React makes of a
 * failing screen (it tries a failed render again before showing the error view) each see the same
 * rejected wait, instead of each starting a new read that fails in turn.
 */
export function readAgain(store: AppStore): void {
  const loading = loadings.get(store);
  if (!loading || !failed.has(loading)) return;
  loadings.delete(store);
  joinedPromises.delete(store);
}

/**
 * Settles when domain `key` has joined `store` (at once if it has), whoever joined it; while the
 * store's domains are being loaded, the domain is read next, at full speed. The same promise for
 * the same domain, as React's `use` needs. Rejects if reading the domains failed.
 */
export function domainJoined(store: AppStore, key: DomainKey): Promise<void> {
  const request = requests.get(store);
  if (!(key in store.getState()) && !loadings.has(store) && request) void loadSavedDomains(store, request);
  const loading = loadings.get(store);
  if (!(key in store.getState())) loading?.wanted.add(key);
  let promises = joinedPromises.get(store);
  if (!promises) joinedPromises.set(store, (promises = new Map()));
  let joined = promises.get(key);
  if (!joined) {
    joined = new Promise<void>((resolve, reject) => {
      if (key in store.getState()) return resolve();
      const unsubscribe = store.subscribe(() => {
        if (!(key in store.getState())) return;
        unsubscribe();
        resolve();
      });
      loading?.done.catch((error: unknown) => {
        unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
    // Only the first domain a part waits for is `use`d at a time: a failure of the others is not unhandled.
    joined.catch(() => undefined);
    promises.set(key, joined);
  }
  return joined;
}

async function load(store: AppStore, options: LoadSavedDomainsOptions, wanted: Set<DomainKey>) {
  const { factory, storage, referenceDate, first = DOMAIN_KEYS } = options;
  await whenRehydrated(store);
  const missing = () => DOMAIN_KEYS.filter((key) => !(key in store.getState()));
  if (missing().length === 0) return;
  let group = groups.get(store);
  if (!group) {
    const connection = factory ? connect(factory, DOMAIN_KEYS) : null;
    if (!connection || (await probe(connection)) !== null) {
      loadDomains(store, { referenceDate });
      store.dispatch(storageUnavailable());
      return;
    }
    group = startSync(store, connection, storage, referenceDate);
    groups.set(store, group);
  }
  const firstGroup = missing().filter((key) => first.includes(key) || wanted.has(key));
  await readAndJoin(store, group, firstGroup, options.read ?? {});
  // The others one at a time, in the background: each after what the page is doing, and pausing
  // for it between batches; one a screen waits for comes first and is read at full speed.
  const next = () => missing().find((key) => wanted.has(key));
  while (missing().length > 0) {
    if (!next()) await whenIdle();
    const key = next() ?? missing()[0];
    if (!key) return;
    const pause = () => (wanted.has(key) ? yieldToBrowser() : whenIdle());
    await readAndJoin(store, group, [key], { pause, ...options.read });
  }
}

/** The tab's journal (unsavedJournal.ts): local storage, under the tab's id in its session storage. */
function browserJournal(): Journal | null {
  const shared = browserStorage('localStorage');
  const tab = browserStorage('sessionStorage');
  return shared && tab ? tabJournal(shared, tab) : null;
}

/** Starts saving `store`'s domains to the database, and keeping them in step with the other tabs. */
function startSync(
  store: AppStore,
  connection: Connection,
  storage: KeyValueStorage | null,
  referenceDate: Date,
): Group {
  const moved = new Set<string>();
  // The audit trail's middleware comes before the sync's (prepareForDomains says why).
  prepareForDomains(store);
  const sync = createTabSync(store, {
    connection,
    domains: RUNNING,
    ...tabLinks(),
    journal: browserJournal(),
    onSaved: (written) => written.filter((key) => moved.has(key)).forEach((key) => removeLocal(storage, key)),
    onRefused: () =>
      showToast({
        title: i18n.t('admin.tabSync.refusedTitle'),
        description: i18n.t('admin.tabSync.refusedDescription'),
        variant: 'destructive',
      }),
  });
  addMiddleware(store, sync.middleware);
  return { connection, sync, storage, referenceDate, moved };
}

interface Group {
  /** The database, opened again by a later read where another tab's upgrade closed it. */
  connection: Connection;
  sync: TabSync;
  storage: KeyValueStorage | null;
  referenceDate: Date;
  /** Domains taken from local storage: removed from there once written into the database. */
  moved: Set<string>;
}

/**
 * Reads `keys` at once (the database reads ahead while the page checks what has arrived), and each
 * joins the store as soon as it is read: the layout's small domains join, and the layout renders,
 * while a large domain is still being read, so that its rendering is not in the same task as the
 * page's. A read that fails fails the loading only once the others have joined: a refused page's
 * domain then shows the page's error view inside the layout, not the layout's domains failing too.
 */
async function readAndJoin(store: AppStore, group: Group, keys: DomainKey[], read: ReadOptions) {
  const failures: unknown[] = [];
  await Promise.all(
    keys.map(async (key) => {
      try {
        joinRead(store, group, key, await readOne(group, key, read));
      } catch (error) {
        failures.push(error);
      }
    }),
  );
  if (failures.length > 0) throw failures[0];
}

/** One domain as read: saved, or taken from local storage, or its fixtures (`restored`: with the notice). */
async function readOne(group: Group, key: DomainKey, read: ReadOptions) {
  const { connection, storage, referenceDate, moved } = group;
  const { isValid, seed } = RUNNING[key];
  const saved = await readDomain(await connection.db(), key, isValid, read);
  if (saved.found === 'usable') {
    const joining: JoiningDomain = { state: saved.state, revision: saved.revision, whole: saved.migrated };
    return { joining, restored: false };
  }
  const local = saved.found === 'nothing' && storage ? readLocalDomain(storage, key, isValid) : null;
  if (local?.found === 'usable' || local?.found === 'unusable') moved.add(key);
  const joining: JoiningDomain = {
    state: local?.found === 'usable' ? local.state : seed(referenceDate),
    revision: saved.found === 'unusable' ? saved.revision : 0,
    whole: saved.found === 'unusable' || moved.has(key),
  };
  return { joining, restored: saved.found === 'unusable' || local?.found === 'unusable' };
}

/**
 * Joins a domain just read, with what the tab did meanwhile done to it (the tab sync's `join`), in
 * the same task, so that the sync's next save sees it in the store. A domain that joined by other
 * means during the read is not loaded twice.
 */
function joinRead(store: AppStore, group: Group, key: DomainKey, read: Awaited<ReturnType<typeof readOne>>) {
  if (key in store.getState()) return;
  joinDomains(store, group.sync.join({ [key]: read.joining }), read.restored ? [key] : []);
}
