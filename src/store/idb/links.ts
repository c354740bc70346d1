import type { TabChannel, TabLocks } from '../tabSync';

const CHANNEL_NAME = 'freight-domains-idb';

/**
 * The Web Locks and BroadcastChannel the tabs save through. Where either is missing (older
 * browsers, jsdom), this tab still saves in order on its own: its saves wait for each other on a
 * lock of its own, and nobody is told.
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
  const broadcast = new BroadcastChannel(CHANNEL_NAME);
  return {
    locks,
    channel: {
      post: (domains) => broadcast.postMessage({ domains }),
      listen: (handler) =>
        broadcast.addEventListener('message', (event: MessageEvent<{ domains?: unknown }>) => {
          const names = event.data?.domains;
          if (Array.isArray(names)) handler(names.filter((name): name is string => typeof name === 'string'));
        }),
    },
  };
}
