import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../scripts/lib/emulator-config';
import { MAX_ATTEMPTS } from '../src/mail/delivery-state';
import { newAccount } from './support/accounts';
import { callCallable } from './support/callables';
import { adminDb, uniqueMarker } from './support/emulators';
import { startInbox, type Inbox } from './support/smtp-inbox';
import { contactMessage, jobApplication, partnershipRequest } from './support/submissions';

/**
 * The resendSubmission callable on the Functions emulator, called over HTTP the way the Firebase
 * web SDK calls it, with ID tokens from the Auth emulator, delivering to a real SMTP server.
 */
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox(PORTS.smtp);
});
afterAll(() => inbox?.close());

/** An ID token for a fresh user, with `claims` set (and a team role recorded) before signing in. */
const idTokenFor = async (claims: Record<string, unknown> | null) =>
  (await newAccount(claims ?? {})).signIn();

const callResend = (token: string | null, data: unknown) =>
  callCallable<{ state: string | null; outcome: string }>('resendSubmission', token, data);

describe('resendSubmission', () => {
  it('sends a given-up failed message again for an admin, once, and answers with its new state', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('contact_messages').doc();
    await ref.set(
      contactMessage(marker, { delivery: { state: 'failed', attempts: MAX_ATTEMPTS, error: '451 busy' } }),
    );
    const token = await idTokenFor({ role: 'admin' });

    expect(await callResend(token, { collection: 'contact_messages', id: ref.id })).toEqual({
      result: { state: 'sent', outcome: 'sent' },
    });
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'sent', attempts: MAX_ATTEMPTS + 1 });
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);

    // A second press finds it sent and mails nothing more.
    expect(await callResend(token, { collection: 'contact_messages', id: ref.id })).toEqual({
      result: { state: 'sent', outcome: 'skipped' },
    });
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('sends a throttled partnership request for an admin', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('partnership_requests').doc();
    await ref.set(partnershipRequest(marker, { delivery: { state: 'throttled' } }));
    const token = await idTokenFor({ role: 'admin' });

    const answer = await callResend(token, { collection: 'partnership_requests', id: ref.id });
    expect(answer.result?.state).toBe('sent');
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('sends a job application again for a recruiter', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('job_applications').doc();
    await ref.set(jobApplication(marker, { delivery: { state: 'throttled' } }));

    const answer = await callResend(await idTokenFor({ role: 'recruiter' }), {
      collection: 'job_applications',
      id: ref.id,
    });
    expect(answer.result?.state).toBe('sent');
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('refuses a role that may not read the submission, a user without a role, and a visitor, and sends nothing', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('contact_messages').doc();
    // Given up by the trigger, so only a resend could send it.
    const failed = { state: 'failed', attempts: MAX_ATTEMPTS, error: '451 busy' };
    await ref.set(contactMessage(marker, { delivery: failed }));
    const request = { collection: 'contact_messages', id: ref.id };

    expect((await callResend(await idTokenFor(null), request)).error?.status).toBe('PERMISSION_DENIED');
    for (const role of ['editor', 'recruiter', 'Admin']) {
      expect((await callResend(await idTokenFor({ role }), request)).error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await callResend(null, request)).error?.status).toBe('PERMISSION_DENIED');
    expect((await ref.get()).get('delivery')).toEqual(failed);
    expect(inbox.mailsMentioning(marker)).toHaveLength(0);
  });

  it('refuses an admin removed from the team, whose ID token still says admin, and sends nothing', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('contact_messages').doc();
    await ref.set(contactMessage(marker, { delivery: { state: 'throttled' } }));
    const removed = await newAccount({ role: 'admin' });
    const token = await removed.signIn();
    // What the Team screen's removal leaves: no record; the token lives on for up to an hour.
    await adminDb().collection('team_members').doc(removed.uid).delete();

    const answer = await callResend(token, { collection: 'contact_messages', id: ref.id });
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect((await ref.get()).get('delivery')).toEqual({ state: 'throttled' });
    expect(inbox.mailsMentioning(marker)).toHaveLength(0);
  });

  it('refuses a call without an App Check token (a script, not the web app), and sends nothing', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('contact_messages').doc();
    await ref.set(contactMessage(marker, { delivery: { state: 'throttled' } }));
    const answer = await callCallable(
      'resendSubmission',
      await idTokenFor({ role: 'admin' }),
      { collection: 'contact_messages', id: ref.id },
      { appCheck: false },
    );
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    expect(inbox.mailsMentioning(marker)).toHaveLength(0);
  });

  it('refuses a request that names no submission, or a collection that is not mailed', async () => {
    const token = await idTokenFor({ role: 'admin' });
    for (const data of [
      {},
      { collection: 'products', id: 'x' },
      { collection: 'contact_messages', id: 'a/b' },
    ]) {
      expect((await callResend(token, data)).error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(
      (await callResend(token, { collection: 'contact_messages', id: 'no-such-id' })).error?.status,
    ).toBe('NOT_FOUND');
  });
});

const callResendHeld = (token: string | null, data: unknown) =>
  callCallable<{ sent: number; failed: number; remaining: number }>('resendHeldSubmissions', token, data);

/** Each test starts with nothing held but its own: other suites' floods leave throttled submissions. */
async function forgetHeld() {
  for (const collection of ['contact_messages', 'job_applications', 'partnership_requests']) {
    const held = await adminDb().collection(collection).where('delivery.state', '==', 'throttled').get();
    await Promise.all(held.docs.map((doc) => doc.ref.delete()));
  }
}

describe('resendHeldSubmissions (the inbox’s "Send held messages again")', () => {
  it('mails every held submission of the forms an admin reads, once each', async () => {
    await forgetHeld();
    const marker = uniqueMarker();
    const refs = await Promise.all([
      adminDb()
        .collection('contact_messages')
        .add(contactMessage(`${marker}-a`, { delivery: { state: 'throttled' } })),
      adminDb()
        .collection('contact_messages')
        .add(contactMessage(`${marker}-b`, { delivery: { state: 'throttled' } })),
      adminDb()
        .collection('partnership_requests')
        .add(partnershipRequest(`${marker}-c`, { delivery: { state: 'throttled' } })),
      adminDb()
        .collection('job_applications')
        .add(jobApplication(`${marker}-d`, { delivery: { state: 'throttled' } })),
    ]);

    const answer = await callResendHeld(await idTokenFor({ role: 'admin' }), {});
    expect(answer.result).toEqual({ sent: 4, failed: 0, remaining: 0 });
    for (const suffix of ['a', 'b', 'c', 'd'])
      expect(inbox.mailsMentioning(`${marker}-${suffix}`)).toHaveLength(1);
    for (const ref of refs) expect((await ref.get()).get('delivery.state')).toBe('sent');
  });

  it('lets a recruiter send held applications only', async () => {
    await forgetHeld();
    const marker = uniqueMarker();
    const message = await adminDb()
      .collection('contact_messages')
      .add(contactMessage(`${marker}-m`, { delivery: { state: 'throttled' } }));
    const application = await adminDb()
      .collection('job_applications')
      .add(jobApplication(`${marker}-j`, { delivery: { state: 'throttled' } }));
    const token = await idTokenFor({ role: 'recruiter' });

    expect((await callResendHeld(token, { collections: ['contact_messages'] })).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await callResendHeld(token, {})).result).toEqual({ sent: 1, failed: 0, remaining: 0 });
    expect((await application.get()).get('delivery.state')).toBe('sent');
    expect((await message.get()).get('delivery.state')).toBe('throttled');
    expect(inbox.mailsMentioning(`${marker}-m`)).toHaveLength(0);
  });

  it('refuses an editor, a removed admin and a call without App Check, sending nothing', async () => {
    await forgetHeld();
    const marker = uniqueMarker();
    const ref = await adminDb()
      .collection('contact_messages')
      .add(contactMessage(marker, { delivery: { state: 'throttled' } }));
    const removed = await newAccount({ role: 'admin' });
    const removedToken = await removed.signIn();
    await adminDb().collection('team_members').doc(removed.uid).delete();

    expect((await callResendHeld(await idTokenFor({ role: 'editor' }), {})).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await callResendHeld(removedToken, {})).error?.status).toBe('PERMISSION_DENIED');
    const withoutAppCheck = await callCallable(
      'resendHeldSubmissions',
      await idTokenFor({ role: 'admin' }),
      {},
      {
        appCheck: false,
      },
    );
    expect(withoutAppCheck.error?.status).toBe('UNAUTHENTICATED');
    expect((await ref.get()).get('delivery.state')).toBe('throttled');
    expect(inbox.mailsMentioning(marker)).toHaveLength(0);
  });
});
