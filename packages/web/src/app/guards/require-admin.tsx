import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../entities/session/index.ts';
import { pathTo } from '../../lib/route-paths.ts';

/**
 * Admin-only routes (user, weather station and unit create/edit): a connected non-admin goes back to the
 * dashboard. Sits inside {@link RequireAuth}, so the visitor is connected here. The server enforces the same
 * rule; this only spares the editor a page whose calls would all answer 403.
 */
export function RequireAdmin() {
  const { admin } = useSession();
  if (!admin) return <Navigate to={pathTo('adminDashboard')} replace />;
  return <Outlet />;
}
