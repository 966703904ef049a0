import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HOST, PORTS } from '../../scripts/lib/emulator-config';
import { recordRole } from '../src/team/role-change';
import { adminAuth, newAccount, signIn } from './support/accounts';
import { logEntriesAbout } from './support/activity';
import { callCallable, type CallableAnswer } from './support/callables';
import { adminDb, uniqueMarker } from './support/emulators';

/**
 * The setTeamRole callable on the Functions emulator, called over HTTP the way the Firebase web SDK
 * calls it, with ID tokens from the Auth emulator.
 */
type Answer = CallableAnswer<{ uid: string; email: string; role: string | null; passwordLink?: string }>;

const setTeamRole = (token: string | null, data: unknown): Promise<Answer> =>
  callCallable('setTeamRole', token, data);

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

  it('refuses a call without an App Check token (a script, not the web app), and changes nothing', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    const member = await newAccount({ role: 'editor' });
    const answer = await callCallable(
      'setTeamRole',
      adminToken,
      { email: member.email, role: null },
      {
        appCheck: false,
      },
    );
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
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

/** The activity log's role entries about `uid`, read at once (not waited for: the callable writes them). */
const roleEntriesAbout = async (uid: string) =>
  (await adminDb().collection('activity_log').where('doc_id', '==', uid).get()).docs.filter(
    (entry) => entry.get('action') === 'role',
  );

describe('setTeamRole: a role taken away ends at once (issue 24, point 1)', () => {
  it('refuses an admin removed from the team, whose ID token still says admin', async () => {
    const removed = await newAccount({ role: 'admin' });
    const other = await newAccount({ role: 'admin' });
    const accomplice = await newAccount();
    const staleToken = await removed.signIn();
    await nextSecondAfter(staleToken);
    expect(
      (await setTeamRole(await other.signIn(), { email: removed.email, role: null })).result?.role,
    ).toBeNull();

    // Within the hour that token lives, it may neither make another account an admin nor remove
    // the admin who removed them.
    for (const request of [
      { email: accomplice.email, role: 'admin' },
      { email: other.email, role: null },
    ]) {
      expect((await setTeamRole(staleToken, request)).error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Only an admin may change the team.',
      });
    }
    expect((await userOf(accomplice.uid)).customClaims).toEqual({});
    expect((await userOf(other.uid)).customClaims).toEqual({ role: 'admin' });
    expect(await memberOf(other.uid)).toMatchObject({ role: 'admin' });
  });

  it('refuses an admin made an editor, whose ID token still says admin', async () => {
    const lowered = await newAccount({ role: 'admin' });
    const staleToken = await lowered.signIn();
    const other = await newAccount({ role: 'admin' });
    await setTeamRole(await other.signIn(), { email: lowered.email, role: 'editor' });
    const target = await newAccount();
    expect((await setTeamRole(staleToken, { email: target.email, role: 'editor' })).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await userOf(target.uid)).customClaims).toEqual({});
  });
});

describe('setTeamRole: who may be given a role (issue 24, point 2)', () => {
  it('refuses an account without a sign-in provider that this Function did not create', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    // Someone signed up first with the future employee's address, then removed their provider (or
    // gave an anonymous account the address): no provider, an address nobody verified.
    const email = `${uniqueMarker().toLowerCase()}@example.com`;
    const squatter = await adminAuth().createUser({ email, emailVerified: false });
    expect(squatter.providerData).toEqual([]);

    const answer = await setTeamRole(adminToken, { email, role: 'admin' });
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `${email} has not verified its e-mail address: only a verified address can be given a role. Ask them to verify it (the verification link Firebase Auth sends) first.`,
    });
    expect((await userOf(squatter.uid)).customClaims ?? {}).toEqual({});
    expect(await memberOf(squatter.uid)).toBeUndefined();
    expect(await roleEntriesAbout(squatter.uid)).toHaveLength(0);
  });

  it('refuses an account with a password whose address is not verified, and takes it once verified', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    const email = `${uniqueMarker().toLowerCase()}@example.com`;
    const user = await adminAuth().createUser({ email, password: 'typed-at-sign-up', emailVerified: false });
    expect((await setTeamRole(adminToken, { email, role: 'editor' })).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    expect((await setTeamRole(adminToken, { email, role: 'editor' })).result?.role).toBe('editor');
  });

  it('keeps trusting an account it created once its owner has set a password', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    const email = `${uniqueMarker().toLowerCase()}@example.com`;
    const { uid } = (await setTeamRole(adminToken, { email, role: 'editor' })).result!;
    expect((await adminDb().collection('team_invitations').doc(uid).get()).get('email')).toBe(email);
    await adminAuth().updateUser(uid, { password: 'chosen-by-the-member' });

    const changed = await setTeamRole(adminToken, { email, role: 'recruiter' });
    expect(changed.result).toEqual({ uid, email, role: 'recruiter' });
  });
});

describe('setTeamRole: a change is recorded whole, and a retry finishes it (issue 24, point 2)', () => {
  it('logs a change whose claim was set before a failure, when the admin tries again', async () => {
    const adminToken = await (await newAccount({ role: 'admin' })).signIn();
    const member = await newAccount();
    const memberToken = await member.signIn();
    await nextSecondAfter(memberToken);
    // An attempt that stopped once the claim was set: no record, no log entry.
    await adminAuth().setCustomUserClaims(member.uid, { role: 'editor' });

    expect((await setTeamRole(adminToken, { email: member.email, role: 'editor' })).result?.role).toBe(
      'editor',
    );
    expect(await memberOf(member.uid)).toMatchObject({ role: 'editor' });
    expect(await roleEntriesAbout(member.uid)).toHaveLength(1);
  });

  it('sets the claim and ends the sessions of a change recorded before a failure, logging it once', async () => {
    const admin = await newAccount({ role: 'admin' });
    const adminToken = await admin.signIn();
    const member = await newAccount();
    const memberToken = await member.signIn();
    await nextSecondAfter(memberToken);
    // An attempt that stopped after its first step: the record and the log written, Auth untouched.
    await recordRole(member.uid, member.email, 'recruiter', admin.uid);
    expect((await userOf(member.uid)).customClaims).toEqual({});

    expect((await setTeamRole(adminToken, { email: member.email, role: 'recruiter' })).result?.role).toBe(
      'recruiter',
    );
    expect((await userOf(member.uid)).customClaims).toEqual({ role: 'recruiter' });
    await expect(adminAuth().verifyIdToken(memberToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await roleEntriesAbout(member.uid)).toHaveLength(1);
    expect((await adminDb().collection('team_role_syncs').doc(member.uid).get()).exists).toBe(false);
  });

  it('leaves the claim and the record in step when admins change one member at once', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 3 }, async () => (await newAccount({ role: 'admin' })).signIn()),
    );
    const member = await newAccount();
    const roles = ['editor', 'recruiter', 'admin', null, 'editor', 'recruiter'] as const;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        roles.map((role, index) =>
          setTeamRole(tokens[index % tokens.length]!, { email: member.email, role }),
        ),
      );
      expect(answers.every((answer) => answer.result)).toBe(true);
      const recorded = (await memberOf(member.uid))?.role ?? null;
      const claimed = (await userOf(member.uid)).customClaims?.role ?? null;
      expect(claimed).toBe(recorded);
    }
  });
});
