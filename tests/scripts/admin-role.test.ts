import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/admin-sdk';

/**
 * `npm run admin:grant` and `npm run admin:revoke` as an operator types them, against the Auth
 * emulator that `firebase emulators:exec` started (its address reaches the child through the
 * environment).
 */
const auth = () => emulatorAdmin().auth;
const db = () => emulatorAdmin().db;

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
const memberOf = async (uid: string) => (await db().collection('team_members').doc(uid).get()).data();
const roleEntriesAbout = async (uid: string) =>
  (await db().collection('activity_log').where('doc_id', '==', uid).get()).docs.map((doc) => doc.data());

/** Waits for the second after `idToken` was issued: revocation counts in whole seconds. */
async function nextSecondAfter(idToken: string) {
  const issuedAt = (await auth().verifyIdToken(idToken)).iat;
  while (Math.floor(Date.now() / 1000) <= issuedAt) await new Promise((resolve) => setTimeout(resolve, 50));
}

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
    expect(await memberOf(user.uid)).toEqual({
      email: user.email,
      role: 'admin',
      updated_at: expect.any(Timestamp),
      updated_by: null,
    });
  });

  it('gives the role --role names, in place of the one held, signing the user out and logging the change', async () => {
    const user = await newUser({ role: 'admin' });
    const idToken = await signIn(user.email, user.password);
    await nextSecondAfter(idToken);

    const outcome = await npmRun('admin:grant', '--role', 'recruiter', user.email);
    expect(outcome.stderr).not.toContain('✖');
    expect(outcome.stdout).toContain(`✔ ${user.email} is now a recruiter on the emulators (was an admin).`);
    expect(await claimsOf(user.uid)).toEqual({ role: 'recruiter' });
    expect(await memberOf(user.uid)).toMatchObject({ role: 'recruiter' });
    await expect(auth().verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await roleEntriesAbout(user.uid)).toEqual([
      expect.objectContaining({
        actor_uid: null,
        collection: 'team_members',
        doc_label: user.email,
        action: 'role',
        fields: ['role'],
      }),
    ]);
  });

  it('says there is no such user, and changes nothing', async () => {
    const outcome = await npmRun('admin:grant', 'nobody-here@example.com');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('✖ No user with the e-mail nobody-here@example.com');
  });

  it('prints its usage without an e-mail, or with a role that is not one of the team', async () => {
    const usage =
      'usage: npm run admin:grant -- EMAIL [--role admin|editor|recruiter] [--project PROJECT_ID]';
    const outcome = await npmRun('admin:grant', '--project');
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(usage);
    const user = await newUser();
    const badRole = await npmRun('admin:grant', user.email, '--role', 'owner');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain(usage);
    expect(await claimsOf(user.uid)).toEqual({});
  });
});

describe('npm run admin:revoke', () => {
  it('takes the role away, keeps the other claims, leaves the team and revokes the sessions', async () => {
    const user = await newUser({ role: 'editor', plan: 'pro' });
    await db().collection('team_members').doc(user.uid).set({ email: user.email, role: 'editor' });
    const idToken = await signIn(user.email, user.password);
    await nextSecondAfter(idToken);

    const outcome = await npmRun('admin:revoke', user.email);
    expect(outcome.stderr).not.toContain('✖');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(`✔ ${user.email} is no longer an editor on the emulators`);
    expect(await claimsOf(user.uid)).toEqual({ plan: 'pro' });
    expect(await memberOf(user.uid)).toBeUndefined();
    await expect(auth().verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await roleEntriesAbout(user.uid)).toHaveLength(1);
  });

  it('with --role, refuses a user who holds another role, and changes nothing', async () => {
    const user = await newUser({ role: 'editor' });
    const outcome = await npmRun('admin:revoke', user.email, '--role', 'admin');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `✖ ${user.email} is an editor, not an admin on the emulators: nothing changed.`,
    );
    expect(await claimsOf(user.uid)).toEqual({ role: 'editor' });

    const matching = await npmRun('admin:revoke', user.email, '--role', 'editor');
    expect(matching.code).toBe(0);
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('says there is no such user', async () => {
    const outcome = await npmRun('admin:revoke', 'nobody-here@example.com');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('✖ No user with the e-mail nobody-here@example.com');
  });
});
