import { isRole } from '@kigali/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { signInWithPassword, signOutOfSession, watchSession, type SessionUser } from '@/lib/auth';
import { clearFirestoreCache } from '@/data/firestore-cache';
import { watchOwnRole } from '@/data/own-role';
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
   * `notice` says why, when the session ends without the member asking.
   */
  const endSession = useCallback(
    async (notice?: string) => {
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
        if (notice) toast(notice);
        if (!cacheCleared) toast.error(adminMessages.admin.auth.cacheNotCleared);
      } finally {
        setSigningOut(false);
      }
    },
    [queryClient],
  );

  const signOut = useCallback(() => endSession(), [endSession]);

  /**
   * The role the server records for a signed-in member (team_members/{uid}) is followed: once an
   * admin takes it away or changes it, the ID token still claims it for up to an hour, but the
   * server grants it nothing and this device must not keep what it read. The session ends as a
   * sign-out does, cache and all, and the member is told why.
   */
  const uid = state.status === 'signedIn' && state.role ? state.user.uid : null;
  const claimedRole = state.role;
  useEffect(() => {
    if (!uid || signingOut) return;
    let active = true;
    let stop: (() => void) | undefined;
    watchOwnRole(
      uid,
      (recorded) => {
        if (!active || recorded === claimedRole) return;
        active = false;
        const t = adminMessages.admin.auth;
        void endSession(recorded ? t.roleChanged : t.roleRemoved);
      },
      (error) => console.error('Could not follow the role of this account', error),
    ).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      (error: unknown) => console.error('Could not follow the role of this account', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [uid, claimedRole, signingOut, endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signingOut, signIn: signInWithPassword, signOut }),
    [state, signingOut, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
