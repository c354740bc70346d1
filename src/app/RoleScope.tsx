import { useParams } from 'react-router-dom';
import NotFound from './pages/NotFound';
import { loadNamespace } from '@/i18n';
import { isAreaRole, type AdminPage } from './paths';
import { preloadable } from './preloadable';

const loadAdminArea = () => import(/* webpackChunkName: "admin" */ './AdminArea');

/** The admin area's code, data and texts: chunks the public pages never load. */
export const AdminArea = preloadable(
  async () => (await Promise.all([loadAdminArea(), loadNamespace('admin')]))[0],
);

/**
 * An admin page's screen: it comes from the admin chunk (adminScreens.tsx), already loaded by the
 * time the layout renders its outlet, and loads the page's own chunk from there.
 */
export const AdminScreen = preloadable(async () => ({ default: (await loadAdminArea()).AdminPageScreen }));

/**
 * Loads an admin page's code: the admin chunk, then the page's own. At start-up (boot.tsx) this runs
 * while the browser fetches both at once, as the page shell asked (src/app/areaPreload.ts). A failed
 * load is not the start-up's: rendering the screen tries again, and shows the error screen if it must.
 */
export const preloadAdminScreen = (page: AdminPage): Promise<void> =>
  loadAdminArea()
    .then((area) => area.preloadAdminScreen(page))
    .catch(() => undefined);

/** /{role}/...: the admin area for a known role, the not-found screen for anything else. */
export default function RoleScope() {
  const { role } = useParams();
  if (!isAreaRole(role)) return <NotFound />;
  return <AdminArea role={role} />;
}
