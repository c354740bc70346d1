import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import NotFound from './pages/NotFound';
import { isAreaRole } from './paths';

const AdminLayout = lazy(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/** /{role}/...: the admin area for a known role, the not-found screen for anything else. */
export default function RoleScope() {
  const { role } = useParams();
  if (!isAreaRole(role)) return <NotFound />;
  return <AdminLayout role={role} />;
}
