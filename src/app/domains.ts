import { notificationsDomain } from '@/features/notifications/notificationsSlice';
import type { DomainDefinition } from '@/store/domain';
import type { DomainStates } from '@/store/rootState';

/**
 * Every domain slice of the store, by its key in the state. Adding a domain: declare its key in
 * `DomainStates` (in its slice file) and add its definition here; the `satisfies` clause fails to
 * compile until every declared key has one.
 */
export const DOMAINS = {
  notifications: notificationsDomain,
} satisfies { [K in keyof DomainStates]: DomainDefinition<DomainStates[K]> };
