import { Navigate, Outlet } from 'react-router-dom';
import { useAuthToken } from '../lib/session';

/** docs/product.md §4 route guard: no auth token → /thankyou. */
export function RequireAuth() {
  const token = useAuthToken();
  return token ? <Outlet /> : <Navigate to="/thankyou" replace />;
}
