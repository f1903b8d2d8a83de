import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../entities/session/index.ts';
import { pathTo } from '../../lib/route-paths.ts';

/** Protected routes: a visitor who is not connected goes to /login (spec §2 "Route guards"). */
export function RequireAuth() {
  const { session } = useSession();
  if (!session.connected) return <Navigate to={pathTo('login')} replace />;
  return <Outlet />;
}
