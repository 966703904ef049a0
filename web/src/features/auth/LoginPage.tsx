import { useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { Seo } from '@/ui/Seo';
import { useAuth } from './auth-context';
import { LoginForm } from './LoginForm';
import { rememberedLocation } from './remembered-location';
import { adminMessages } from '@/i18n/admin';

/**
 * Admin sign-in (docs/product.md#login). Once the session carries a team role (admin, editor,
 * recruiter) the page moves on to the remembered location, replacing itself in history; a signed-in
 * user without one is told so and can sign out.
 */
export function LoginPage() {
  const t = useMessages();
  const auth = useAuth();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  if (auth.status === 'signedIn' && auth.role) {
    return <Navigate to={rememberedLocation(location.state)} replace />;
  }

  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(adminMessages.admin.auth.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Seo
        title={adminMessages.admin.auth.seoTitle}
        description={adminMessages.admin.auth.seoDescription}
        noIndex
      />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-900">
          {adminMessages.admin.auth.title}
        </h1>
        {auth.status === 'loading' && (
          <p role="status" className="text-center text-slate-700">
            {t.common.loading}
          </p>
        )}
        {auth.status === 'signedOut' && <LoginForm onSignIn={auth.signIn} />}
        {auth.status === 'signedIn' && (
          <div role="alert" className="space-y-4 text-center">
            <p className="font-medium text-slate-900">
              {adminMessages.admin.auth.notAdmin(auth.user.email ?? auth.user.uid)}
            </p>
            <p className="text-sm text-slate-700">{adminMessages.admin.auth.notAdminHint}</p>
            <Button variant="secondary" onClick={signOut} disabled={signingOut}>
              {adminMessages.admin.auth.signOut}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
