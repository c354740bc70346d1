import { use } from 'react';
import { useAppStore } from '@/store/hooks';
import { domainJoined } from './domainLoading';
import type { DomainKey } from './domains';

/**
 * Suspends the calling component until every domain in `keys` has joined the store (the nearest
 * Suspense boundary shows its loading view meanwhile), and asks for those domains to be read next.
 * Once in, a domain stays in, so the component then renders without waiting again. One domain is
 * waited for at a time: each has a promise of its own that stays the same, as `use` needs.
 */
export function useDomains(keys: readonly DomainKey[]): void {
  const store = useAppStore();
  const state = store.getState();
  const missing = keys.filter((key) => !(key in state));
  // Each one asked for now, so that none waits for the others' turn to be read.
  const waits = missing.map((key) => domainJoined(store, key));
  if (waits.length > 0) use(waits[0]!);
}
