/**
 * Firebase Auth, loaded on demand: only the sign-in page and the admin area need it, so public
 * pages never download it (docs/architecture.md#budgets). `initializeAuth` with explicit persistence keeps
 * out the popup and redirect code that `getAuth` would pull in.
 */
import type * as AuthApi from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { env } from '@/config/env';

type LoadedAuth = { auth: Auth; sdk: typeof AuthApi };

/**
 * The signed-in user as the app sees it. `roleClaim` is the ID token's custom claim `role` when it is a
 * string (the auth feature decides whether it names one of the team's roles), else null.
 */
export type SessionUser = { uid: string; email: string | null; roleClaim: string | null };

let loading: Promise<LoadedAuth> | null = null;

function loadAuth(): Promise<LoadedAuth> {
  loading ??= (async () => {
    const [sdk, { firebaseApp, emulatorHost }] = await Promise.all([
      import('firebase/auth'),
      import('./firebase-app'),
    ]);
    const app = firebaseApp();
    let auth: Auth;
    try {
      auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      if (env.useEmulators) {
        sdk.connectAuthEmulator(auth, `http://${emulatorHost()}:${env.emulatorPorts.auth}`, {
          disableWarnings: true,
        });
      }
    } catch {
      // Already initialised (hot reload): reuse it.
      auth = sdk.getAuth(app);
    }
    return { auth, sdk };
  })();
  return loading;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  const role = token.claims['role'];
  return { uid: user.uid, email: user.email, roleClaim: typeof role === 'string' ? role : null };
}

/**
 * Calls `onChange` with the session after the first read and after every change, including a
 * refreshed ID token (a role granted or revoked shows up there). Returns the unsubscribe function.
 */
export async function watchSession(
  onChange: (user: SessionUser | null) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { auth, sdk } = await loadAuth();
  return sdk.onIdTokenChanged(auth, (user) => {
    if (!user) {
      onChange(null);
      return;
    }
    toSessionUser(user).then(onChange, onError);
  });
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

export async function signOutOfSession(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}

/** The signed-in user's id, or null: data modules stamp it on what an admin writes (author_id). */
export async function currentUserId(): Promise<string | null> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}
