import { useParams } from 'react-router-dom';
import NotFound from './pages/NotFound';
import { loadNamespace } from '@/i18n';
import { isAreaRole } from './paths';
import { preloadable } from './preloadable';

/** The admin area's code, data and texts: chunks the public pages never load. */
export const AdminArea = preloadable(
  async () =>
    (await Promise.all([import(/* webpackChunkName: "admin" */ './AdminArea'), loadNamespace('admin')]))[0],
);

/** /{role}/...: the admin area for a known role, the not-found screen for anything else. */
export default function RoleScope() {
  const { role } = useParams();
  if (!isAreaRole(role)) return <NotFound />;
  return <AdminArea role={role} />;
}
