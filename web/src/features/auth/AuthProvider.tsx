import { useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { signInWithPassword, signOutOfSession, watchSession, type SessionUser } from '@/lib/auth';
import { messages } from '@/i18n';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

const loading: AuthState = { status: 'loading', user: null, isAdmin: false };
const signedOut: AuthState = { status: 'signedOut', user: null, isAdmin: false };

const stateFor = (user: SessionUser | null): AuthState =>
  user ? { status: 'signedIn', user, isAdmin: user.isAdmin } : signedOut;

/** Reads the session once, then follows every change (sign-in, sign-out, token refresh). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(loading);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const onError = (error: unknown) => {
      console.error('Reading the session failed', error);
      toast.error(messages.admin.auth.sessionFailed);
      if (active) setState(signedOut);
    };
    watchSession((user) => {
      if (active) setState(stateFor(user));
    }, onError).then((stop) => {
      if (active) unsubscribe = stop;
      else stop();
    }, onError);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn: signInWithPassword, signOut: signOutOfSession }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
