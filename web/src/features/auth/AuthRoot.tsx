import { Outlet } from 'react-router';
import { AuthProvider } from './AuthProvider';

/** Layout route around /login and /admin only, so public pages never load the Auth SDK. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
