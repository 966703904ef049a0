import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/admin-sdk';

/**
 * `npm run admin:grant` and `npm run admin:revoke` as an operator types them, against the Auth
 * emulator that `firebase emulators:exec` started (its address reaches the child through the
 * environment).
 */
const auth = () => emulatorAdmin().auth;

type Outcome = { code: number; stdout: string; stderr: string };

async function npmRun(script: string, ...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function newUser(claims: Record<string, unknown> = {}) {
  const email = `role-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'password-123';
  const user = await auth().createUser({ email, password, emailVerified: false });
  await auth().setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, password };
}

/** Signs in through the emulator's REST API, as the web app does: the session's ID token. */
async function signIn(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const claimsOf = async (uid: string) => (await auth().getUser(uid)).customClaims ?? {};

describe('npm run admin:grant', () => {
  it('makes the user named by the e-mail alone an admin on the emulators, other claims kept', async () => {
    const user = await newUser({ plan: 'pro' });
    const outcome = await npmRun('admin:grant', user.email);
    expect(outcome.stderr).not.toContain('✖');
    expect(outcome.code).toBe(0);
    expect(await claimsOf(user.uid)).toEqual({ plan: 'pro', role: 'admin' });
    // An unverified address is let through here only, and the operator is told so.
    expect(outcome.stdout).toContain(`✔ ${user.email} is now an admin on the emulators`);
    expect(outcome.stdout).toContain('not verified, which only the emulators allow');
  });

  it('says there is no such user, and changes nothing', async () => {
    const outcome = await npmRun('admin:grant', 'nobody-here@example.com');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('✖ No user with the e-mail nobody-here@example.com');
  });

  it('prints its usage without an e-mail', async () => {
    const outcome = await npmRun('admin:grant', '--project');
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('usage: npm run admin:grant -- EMAIL [--project PROJECT_ID]');
  });
});

describe('npm run admin:revoke', () => {
  it('takes the admin claim away, keeps the other claims, and revokes the sessions', async () => {
    const user = await newUser({ role: 'admin', plan: 'pro' });
    const idToken = await signIn(user.email, user.password);
    // Revocation counts in whole seconds: a token issued in the second of the revocation stays
    // valid, so the revocation waits for the next second (a precondition, not a measurement).
    const issuedAt = (await auth().verifyIdToken(idToken)).iat;
    while (Math.floor(Date.now() / 1000) <= issuedAt) await new Promise((resolve) => setTimeout(resolve, 50));

    const outcome = await npmRun('admin:revoke', user.email);
    expect(outcome.stderr).not.toContain('✖');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(`✔ ${user.email} is no longer an admin on the emulators`);
    expect(await claimsOf(user.uid)).toEqual({ plan: 'pro' });
    await expect(auth().verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('says there is no such user', async () => {
    const outcome = await npmRun('admin:revoke', 'nobody-here@example.com');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('✖ No user with the e-mail nobody-here@example.com');
  });
});
