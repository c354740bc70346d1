/**
 * The public screens' texts (marketing, legal, account) are most of the catalogue, so they are not
 * in the entry bundle: each namespace arrives, in the current language, with the screens that use
 * it (src/app/routes.tsx), and a language switch loads the namespaces in use in the new language.
 * The loading itself is in loading.ts.
 */
export { loadNamespace, NAMESPACES, type Namespace } from './loading';
