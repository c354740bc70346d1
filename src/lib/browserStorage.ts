/**
 * What the browser says about the storage it gives this site (the Storage API): how much the app's
 * data takes and may take (`navigator.storage.estimate()`), and whether the browser promises to
 * keep it rather than clear it when space runs low (`persisted()`, asked for with `persist()`).
 */

export interface StorageEstimate {
  /** Bytes the site holds (IndexedDB, local storage, caches). */
  usage: number;
  /** Bytes the browser lets the site hold. */
  quota: number;
}

type StorageManagerLike = Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>;

const manager = (): Partial<StorageManagerLike> | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/** The estimate, or null where the browser does not give one (or refuses to). */
export async function estimateStorage(): Promise<StorageEstimate | null> {
  const storage = manager();
  if (!storage?.estimate) return null;
  try {
    const { usage, quota } = await storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null;
  } catch {
    return null;
  }
}

/** Whether the browser keeps the data: 'kept', 'mayClear', or 'unknown' where it cannot say. */
export type Persistence = 'kept' | 'mayClear' | 'unknown';

export async function storagePersistence(): Promise<Persistence> {
  const storage = manager();
  if (!storage?.persisted) return 'unknown';
  try {
    return (await storage.persisted()) ? 'kept' : 'mayClear';
  } catch {
    return 'unknown';
  }
}

/** Asks the browser to keep the data; its answer ('unknown' where it cannot be asked). */
export async function askToKeepStorage(): Promise<Persistence> {
  const storage = manager();
  if (!storage?.persist) return 'unknown';
  try {
    return (await storage.persist()) ? 'kept' : 'mayClear';
  } catch {
    return 'mayClear';
  }
}
