import { useParams } from 'react-router-dom';
import NotFound from './pages/NotFound';
import { isAreaRole } from './paths';
import { preloadable } from './preloadable';

/** The admin area's code and data: one chunk the public pages never load. */
export const AdminArea = preloadable(() => import(/* webpackChunkName: "admin" */ './AdminArea'));

/** /{role}/...: the admin area for a known role, the not-found screen for anything else. */
export default function RoleScope() {
  const { role } = useParams();
  if (!isAreaRole(role)) return <NotFound />;
  return <AdminArea role={role} />;
}
