import { emulatorAdmin } from '../../../scripts/lib/admin-sdk';
import { HOST, PORTS } from '../../../scripts/lib/emulator-config';
import { isRole } from '@kigali/domain';
import { adminDb, uniqueMarker } from './emulators';

export const adminAuth = () => emulatorAdmin().auth;

const PASSWORD = 'account-test-password';

/** Signs in through the Auth emulator's REST API, as the web app does: the session's ID token. */
export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * A fresh account with a verified e-mail and `claims` (set before any sign-in). A team role is also
 * recorded in team_members, as the role Function and scripts keep it: the server trusts a role
 * claim only while that record holds it.
 */
export async function newAccount(claims: Record<string, unknown> = {}) {
  const email = `${uniqueMarker().toLowerCase()}@example.com`;
  const user = await adminAuth().createUser({ email, password: PASSWORD, emailVerified: true });
  await adminAuth().setCustomUserClaims(user.uid, claims);
  if (isRole(claims.role)) {
    await adminDb().collection('team_members').doc(user.uid).set({ email, role: claims.role });
  }
  return { uid: user.uid, email, signIn: () => signIn(email) };
}
