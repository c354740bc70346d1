/**
 * Whether the store's state is frozen. It is in development and in the tests, so that a reducer or a
 * screen that mutates the state fails there; not in the production build, where Immer's deep freeze
 * walked every table a change copied again (21 ms of a status change at 100,000 users:
 * docs/decisions.md). Immer's auto-freeze follows it (src/app/rootStore.ts), and so do the domains
 * read from storage, which are frozen as Immer would have them only where Immer freezes.
 */
export const STATE_IS_FROZEN = process.env.NODE_ENV !== 'production';
