/** The app's name in local storage: the root key holds the preferences, domains have keys of their own. */
export const PERSIST_KEY = 'freight-back-office';

/** Where redux-persist keeps the root (preferences): `persist:` is its own prefix. */
export const ROOT_STORAGE_KEY = `persist:${PERSIST_KEY}`;

/**
 * The version of the persisted root: bump when its shape changes, and add a step to the migrations
 * (persist.ts). Here, with no imports, for the page's start-up script too (src/app/startupScript.ts).
 */
export const PERSIST_VERSION = 2;
