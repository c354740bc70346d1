import { onDemand } from '../onDemand';

/** The preference menus' chunk (menus.tsx), loaded on demand by both header buttons. */
export const preferenceMenus = onDemand(() => import(/* webpackChunkName: "preference-menus" */ './menus'));
