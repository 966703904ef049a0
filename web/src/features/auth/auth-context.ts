import type { Role } from '@kigali/domain';
import { createContext, useContext } from 'react';
import type { SessionUser } from '@/lib/auth';

/**
 * Loading while the session is read, then signed in or signed out (docs/product.md#states). `role` is
 * the signed-in user's team role, null for a user outside the team.
 */
export type AuthState =
  | { status: 'loading'; user: null; role: null }
  | { status: 'signedOut'; user: null; role: null }
  | { status: 'signedIn'; user: SessionUser; role: Role | null };

export type AuthContextValue = AuthState & {
  /** True from a press on "Sign out" until the session has ended: the admin screens are closed. */
  signingOut: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
