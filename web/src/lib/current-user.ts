/**
 * The signed-in team member as the data layer stamps them on what they write: their uid (every
 * content write's `updated_by`), the e-mail of their ID token (a trash entry's `deleted_by_email`,
 * which the rules compare with the token) and the role claim.
 */
import { currentUserId } from './auth';

export type SignedInUser = { uid: string; email: string | null; role: string | null };

/** Thrown by a write that needs a signed-in user when nobody is signed in (the session ended). */
export class NotSignedInError extends Error {
  constructor() {
    super('You are signed out: sign in again to save');
    this.name = 'NotSignedInError';
  }
}

export async function signedInUser(): Promise<SignedInUser> {
  // auth.ts initialises Auth with the app's persistence and waits for the session; only then is
  // getAuth() the same instance rather than a second, differently configured one.
  if (!(await currentUserId())) throw new NotSignedInError();
  const [{ getAuth }, { firebaseApp }] = await Promise.all([
    import('firebase/auth'),
    import('./firebase-app'),
  ]);
  const user = getAuth(firebaseApp()).currentUser;
  if (!user) throw new NotSignedInError();
  const token = await user.getIdTokenResult();
  const role = token.claims['role'];
  return {
    uid: user.uid,
    email: typeof token.claims.email === 'string' ? token.claims.email : null,
    role: typeof role === 'string' ? role : null,
  };
}

/** The signed-in user's uid, for `updated_by`. */
export async function signedInUid(): Promise<string> {
  const uid = await currentUserId();
  if (!uid) throw new NotSignedInError();
  return uid;
}
