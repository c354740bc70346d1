/**
 * How the open tabs of the back office coordinate their saves (src/store/idb/tabSync.ts): one Web
 * Lock that a tab holds while it saves, so saves never interleave, and one BroadcastChannel on which
 * a tab names the domains it has just saved, so the others read them back.
 */

/** The part of the Web Locks API used: an exclusive lock, held while `task` runs. */
export interface TabLocks {
  request(name: string, task: () => unknown): Promise<unknown>;
}

/** Tells the other tabs which domains were saved; hears the same from them. */
export interface TabChannel {
  post(domains: string[]): void;
  listen(handler: (domains: string[]) => void): void;
}

/** The Web Lock a tab holds while it saves (one save at a time across every tab of the origin). */
export const SAVE_LOCK = 'freight-back-office/saving';
/** The BroadcastChannel on which a tab names the domains it has just saved. */
export const SAVED_CHANNEL = 'freight-back-office/saved';

/** What the channel carries: the names of the domains a tab has just saved. */
export interface SavedMessage {
  domains: string[];
}

const namesIn = (data: unknown): string[] => {
  const domains = (data as Partial<SavedMessage> | null)?.domains;
  return Array.isArray(domains) ? domains.filter((name): name is string => typeof name === 'string') : [];
};

/**
 * The browser's Web Locks and BroadcastChannel. Where either is missing (older browsers, jsdom), the
 * tab still saves in order on its own: its saves wait for each other on a lock of its own, and
 * nobody is told.
 */
export function tabLinks(): { locks: TabLocks; channel: TabChannel } {
  const webLocks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  let last: Promise<unknown> = Promise.resolve();
  const locks: TabLocks = webLocks
    ? { request: (name, task) => webLocks.request(name, task) }
    : {
        request: (_name, task) => {
          last = last.then(task, task);
          return last;
        },
      };
  if (typeof BroadcastChannel === 'undefined')
    return { locks, channel: { post: () => undefined, listen: () => undefined } };
  const broadcast = new BroadcastChannel(SAVED_CHANNEL);
  return {
    locks,
    channel: {
      post: (domains) => broadcast.postMessage({ domains } satisfies SavedMessage),
      listen: (handler) =>
        broadcast.addEventListener('message', (event: MessageEvent<unknown>) => {
          const names = namesIn(event.data);
          if (names.length > 0) handler(names);
        }),
    },
  };
}
