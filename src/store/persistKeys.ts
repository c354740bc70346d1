/** The app's name in local storage: the root key holds the preferences, domains have keys of their own. */
export const PERSIST_KEY = 'freight-back-office';

/** Where redux-persist keeps the root (preferences): `persist:` is its own prefix. */
export const ROOT_STORAGE_KEY = `persist:${PERSIST_KEY}`;
