import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/features/auth';
import { useMessages } from '@/i18n';
import { adminMessages } from '@/i18n/admin';

/**
 * Only a signed-in member of the team, whose ID token carries a role (admin, editor, recruiter), gets
 * past (docs/product.md#roles); which screens the role opens is the layout's business. Anyone else goes
 * to /login, which brings them back here after signing in.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const t = useMessages();
  if (auth.signingOut) {
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {adminMessages.admin.auth.signingOut}
      </p>
    );
  }
  if (auth.status === 'loading') {
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t.common.loading}
      </p>
    );
  }
  if (!auth.role) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
