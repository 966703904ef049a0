import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/emulator-config';
import { adminAuth, newAccount, signIn } from './support/accounts';
import { logEntriesAbout } from './support/activity';
import { adminDb, uniqueMarker } from './support/emulators';

/**
 * The setTeamRole callable on the Functions emulator, called over HTTP the way the Firebase web SDK
 * calls it, with ID tokens from the Auth emulator.
 */
const CALLABLE_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/setTeamRole`;

type Answer = {
  result?: { uid: string; email: string; role: string | null; passwordLink?: string };
  error?: { status: string; message: string };
};

async function setTeamRole(token: string | null, data: unknown): Promise<Answer> {
  const response = await fetch(CALLABLE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as Answer;
}

const userOf = (uid: string) => adminAuth().getUser(uid);
const memberOf = async (uid: string) => (await adminDb().collection('team_members').doc(uid).get()).data();

/**
 * Revocation counts in whole seconds: a token issued in the second of the revocation stays valid,
 * so a change waits for the second after `token` was issued (a precondition, not a measurement).
 */
async function nextSecondAfter(token: string) {
  const issuedAt = (await adminAuth().verifyIdToken(token)).iat;
  while (Math.floor(Date.now() / 1000) <= issuedAt) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('setTeamRole', () => {
  it('lets an admin give a role, change it and take it away, each time signing the member out', async () => {
    const admin = await newAccount({ role: 'admin' });
    const member = await newAccount({ plan: 'pro' });
    const adminToken = await admin.signIn();
    const memberToken = await member.signIn();
    const validAfter = (await userOf(member.uid)).tokensValidAfterTime!;
    await nextSecondAfter(memberToken);

    // The address as typed, in capitals, names the same account.
    const granted = await setTeamRole(adminToken, { email: member.email.toUpperCase(), role: 'editor' });
    expect(granted).toEqual({ result: { uid: member.uid, email: member.email, role: 'editor' } });
    const user = await userOf(member.uid);
    expect(user.customClaims).toEqual({ plan: 'pro', role: 'editor' });
    expect(new Date(user.tokensValidAfterTime!).getTime()).toBeGreaterThan(new Date(validAfter).getTime());
    await expect(adminAuth().verifyIdToken(memberToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await memberOf(member.uid)).toEqual({
      email: member.email,
      role: 'editor',
      updated_at: expect.any(Timestamp),
      updated_by: admin.uid,
    });
    const [entry] = await logEntriesAbout(member.uid, 1);
    expect(entry).toMatchObject({
      actor_uid: admin.uid,
      actor_email: admin.email,
      collection: 'team_members',
      doc_id: member.uid,
      doc_label: member.email,
      action: 'role',
      fields: ['role'],
    });

    expect((await setTeamRole(adminToken, { email: member.email, role: 'recruiter' })).result?.role).toBe(
      'recruiter',
    );
    expect((await userOf(member.uid)).customClaims).toEqual({ plan: 'pro', role: 'recruiter' });
    expect(await memberOf(member.uid)).toMatchObject({ role: 'recruiter' });

    expect(await setTeamRole(adminToken, { email: member.email, role: null })).toEqual({
      result: { uid: member.uid, email: member.email, role: null },
    });
    expect((await userOf(member.uid)).customClaims).toEqual({ plan: 'pro' });
    expect(await memberOf(member.uid)).toBeUndefined();
    expect(await logEntriesAbout(member.uid, 3)).toHaveLength(3);
  });

  it('creates the account of a new address and answers with a link that sets its password', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    const email = `${uniqueMarker().toLowerCase()}@example.com`;

    const answer = await setTeamRole(adminToken, { email, role: 'recruiter' });
    expect(answer.result).toMatchObject({ email, role: 'recruiter', passwordLink: expect.any(String) });
    expect(await memberOf(answer.result!.uid)).toMatchObject({ email, role: 'recruiter' });

    // The new member follows the link: the oobCode it carries sets the password, then they sign in.
    const oobCode = new URL(answer.result!.passwordLink!).searchParams.get('oobCode');
    const reset = await fetch(
      `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode, newPassword: 'chosen-by-the-member' }),
      },
    );
    expect(reset.status).toBe(200);
    const token = await signIn(email, 'chosen-by-the-member');
    expect((await adminAuth().verifyIdToken(token)).role).toBe('recruiter');
  });

  it.each([
    ['an editor', { role: 'editor' }],
    ['a recruiter', { role: 'recruiter' }],
    ['a signed-in visitor', {}],
    ['an admin claim in the wrong case', { role: 'Admin' }],
  ])('refuses %s, and changes nothing', async (_who, claims) => {
    const caller = await newAccount(claims);
    const member = await newAccount({ role: 'editor' });
    const answer = await setTeamRole(await caller.signIn(), { email: member.email, role: 'admin' });
    expect(answer.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Only an admin may change the team.',
    });
    expect((await userOf(member.uid)).customClaims).toEqual({ role: 'editor' });
  });

  it('refuses a caller who is not signed in', async () => {
    const member = await newAccount({ role: 'editor' });
    const answer = await setTeamRole(null, { email: member.email, role: null });
    expect(answer.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await userOf(member.uid)).customClaims).toEqual({ role: 'editor' });
  });

  it('refuses an admin changing their own role, so the team keeps the admin who acts', async () => {
    const admin = await newAccount({ role: 'admin' });
    const answer = await setTeamRole(await admin.signIn(), { email: admin.email, role: null });
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'You cannot change your own role.',
    });
    expect((await userOf(admin.uid)).customClaims).toEqual({ role: 'admin' });
  });

  it('says what is wrong with the request, and that nobody uses an address it cannot revoke', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    expect((await setTeamRole(adminToken, { email: 'not an address', role: 'editor' })).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Invalid email address',
    });
    expect((await setTeamRole(adminToken, { email: 'someone@example.com', role: 'owner' })).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Choose a role: admin, editor or recruiter.',
    });
    const nobody = `${uniqueMarker().toLowerCase()}@example.com`;
    expect((await setTeamRole(adminToken, { email: nobody, role: null })).error).toEqual({
      status: 'NOT_FOUND',
      message: 'No account uses this e-mail address.',
    });
    await expect(adminAuth().getUserByEmail(nobody)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
