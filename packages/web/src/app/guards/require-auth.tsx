import { Navigate, Outlet } from 'react-router';
import { pathTo } from '../../lib/route-paths.ts';
import { useSession } from '../session-context.tsx';

/** Protected routes: a visitor who is not connected goes to /login (spec §2 "Route guards"). */
export function RequireAuth() {
  const { session } = useSession();
  if (!session.connected) return <Navigate to={pathTo('login')} replace />;
  return <Outlet />;
}
