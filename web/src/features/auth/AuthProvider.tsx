import { isRole } from '@kigali/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { signInWithPassword, signOutOfSession, watchSession, type SessionUser } from '@/lib/auth';
import { clearFirestoreCache } from '@/data/firestore-cache';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { adminMessages } from '@/i18n/admin';

const loading: AuthState = { status: 'loading', user: null, role: null };
const signedOut: AuthState = { status: 'signedOut', user: null, role: null };

/** Only the exact claim counts (isRole): "Admin" or "admin " is no role at all. */
function stateFor(user: SessionUser | null): AuthState {
  if (!user) return signedOut;
  return { status: 'signedIn', user, role: isRole(user.roleClaim) ? user.roleClaim : null };
}

/** Reads the session once, then follows every change (sign-in, sign-out, token refresh). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(loading);
  const [signingOut, setSigningOut] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const onError = (error: unknown) => {
      console.error('Reading the session failed', error);
      toast.error(adminMessages.admin.auth.sessionFailed);
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

  /**
   * Sign-out leaves nothing an admin read on the device: the answers kept in memory (TanStack
   * Query) and Firestore's persistent cache in IndexedDB, which a later reader of this browser
   * could open without the rules checking anything. The admin screens close first (`signingOut`),
   * so that no screen reads, and caches again, meanwhile; /login comes once all is deleted.
   */
  const signOut = useCallback(async () => {
    flushSync(() => setSigningOut(true));
    try {
      await queryClient.cancelQueries();
      queryClient.clear();
      const cacheCleared = await clearFirestoreCache().then(
        () => true,
        (error: unknown) => {
          console.error("Deleting this device's copy of the data failed", error);
          return false;
        },
      );
      // The session ends even so: the server's data is safe behind the rules.
      await signOutOfSession();
      setState(signedOut);
      if (!cacheCleared) toast.error(adminMessages.admin.auth.cacheNotCleared);
    } finally {
      setSigningOut(false);
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signingOut, signIn: signInWithPassword, signOut }),
    [state, signingOut, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
