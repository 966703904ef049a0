import { COMPANY } from '@kigali/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORTS } from '../../scripts/lib/emulator-config';
import { deliverSubmission } from '../src/mail/deliver-submission';
import { CONTACT_MESSAGE_MAIL } from '../src/mail/submission-mails';
import { adminDb, deliveryReaching, eventually, uniqueMarker } from './support/emulators';
import { startInbox, type Inbox } from './support/smtp-inbox';
import { contactMessage, partnershipRequest } from './support/submissions';

/**
 * The mail Functions on the emulators, delivering to a real SMTP server in this process. A
 * platform retry or a re-delivered event is simulated by running the same delivery code the
 * trigger runs, on the same document.
 */
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox(PORTS.smtp);
});
afterAll(() => inbox?.close());
// Each test starts with an empty throttle window for the contact form: the mails of earlier tests
// and suites must not hold this one's back (the throttle has its own test, mail-throttle.test.ts).
beforeEach(() => adminDb().collection('mail_throttle').doc('contact_messages').delete());

const FROM = 'Kigali Tech Solutions <no-reply@kigalitech.rw>';
const redeliver = (path: string) =>
  deliverSubmission(
    adminDb().doc(path),
    CONTACT_MESSAGE_MAIL,
    nodemailer.createTransport({ host: '127.0.0.1', port: PORTS.smtp, secure: false }),
    FROM,
  );

const oneMailMentioning = (marker: string) =>
  eventually(async () => inbox.mailsMentioning(marker)[0], `a mail mentioning ${marker}`);

describe('sendContactEmail', () => {
  it('sends exactly one mail to the company with the visitor’s name, e-mail, phone and message', async () => {
    const marker = uniqueMarker();
    const ref = await adminDb().collection('contact_messages').add(contactMessage(marker));

    const delivery = await deliveryReaching(ref, ['sent']);
    expect(delivery).toMatchObject({ state: 'sent', attempts: 1 });
    expect(delivery.at).toBeDefined();

    const mails = inbox.mailsMentioning(marker);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([COMPANY.email]);
    expect(mail!.subject).toBe(`Contact form: message from Grace Mukeshimana ${marker}`);
    expect(mail!.raw).toMatch(/^Reply-To: .*grace\.mukeshimana@example\.com/im);
    expect(mail!.text).toContain(`Name: Grace Mukeshimana ${marker}\n`);
    expect(mail!.text).toContain('E-mail: grace.mukeshimana@example.com\n');
    expect(mail!.text).toContain('Phone: +250 788 641 220\n');
    expect(mail!.text).toContain(`Our school needs about 20 cameras. Reference ${marker}.`);
  });

  it('sends nothing more when the event is delivered again', async () => {
    const marker = uniqueMarker();
    const ref = await adminDb().collection('contact_messages').add(contactMessage(marker));
    await deliveryReaching(ref, ['sent']);

    await expect(redeliver(ref.path)).resolves.toBe('skipped');
    await expect(redeliver(ref.path)).resolves.toBe('skipped');
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('never mails a submission that already carries a delivery state (the seeded ones)', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('contact_messages').doc();
    await ref.set({
      ...contactMessage(marker),
      delivery: { state: 'sent', at: FieldValue.serverTimestamp() },
    });

    await expect(redeliver(ref.path)).resolves.toBe('skipped');
    expect(inbox.mailsMentioning(marker)).toHaveLength(0);
  });

  it('records an SMTP failure with its attempt count, and a retry after recovery sends exactly one mail', async () => {
    const marker = uniqueMarker();
    inbox.refuse(true);
    const ref = await adminDb().collection('contact_messages').add(contactMessage(marker));
    try {
      const failed = await deliveryReaching(ref, ['failed']);
      expect(failed.attempts).toBe(1);
      expect(String(failed.error)).toContain('451');
      expect(inbox.mailsMentioning(marker)).toHaveLength(0);
    } finally {
      inbox.refuse(false);
    }

    await expect(redeliver(ref.path)).resolves.toBe('sent');
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'sent', attempts: 2 });
    await expect(redeliver(ref.path)).resolves.toBe('skipped');
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('takes over a claim left "sending" by an instance that died, once its lease has expired', async () => {
    const marker = uniqueMarker();
    // The trigger of this create is the retry that finds the dead instance's claim.
    const ref = await adminDb()
      .collection('contact_messages')
      .add({
        ...contactMessage(marker),
        delivery: {
          state: 'sending',
          attempts: 1,
          lease_expires_at: Timestamp.fromMillis(Date.now() - 1000),
        },
      });

    const delivery = await deliveryReaching(ref, ['sent', 'failed']);
    expect(delivery).toMatchObject({ state: 'sent', attempts: 2 });
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('leaves a claim alone while its lease runs, and stamps each claim with a lease', async () => {
    const marker = uniqueMarker();
    const liveLease = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
    // A collection no trigger watches: this test makes every delivery itself. In contact_messages
    // the create's own trigger, run late, could claim the message between the test's steps.
    const ref = adminDb().collection('lease_checks').doc();
    await ref.set({
      ...contactMessage(marker),
      delivery: { state: 'sending', attempts: 1, lease_expires_at: liveLease },
    });

    await expect(redeliver(ref.path)).resolves.toBe('skipped');
    expect((await ref.get()).get('delivery')).toEqual({
      state: 'sending',
      attempts: 1,
      lease_expires_at: liveLease,
    });

    // A claim that is taken is given a lease of its own: the next instance to find it waits for it.
    let leaseSeenWhileSending: unknown;
    const watching = nodemailer.createTransport({ host: '127.0.0.1', port: PORTS.smtp, secure: false });
    await ref.update({ delivery: { state: 'failed', attempts: 1, error: '451' } });
    await deliverSubmission(
      ref,
      CONTACT_MESSAGE_MAIL,
      {
        async sendMail(mail) {
          leaseSeenWhileSending = (await ref.get()).get('delivery.lease_expires_at');
          return watching.sendMail(mail);
        },
      },
      FROM,
    );
    expect(leaseSeenWhileSending).toBeInstanceOf(Timestamp);
    expect((leaseSeenWhileSending as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('marks an invalid document invalid and sends nothing', async () => {
    const marker = uniqueMarker();
    const ref = await adminDb()
      .collection('contact_messages')
      .add({ ...contactMessage(marker), email: 'not-an-email', message: 'Too short' });

    const delivery = await deliveryReaching(ref, ['invalid', 'sent', 'failed']);
    expect(delivery.state).toBe('invalid');
    expect(String(delivery.error)).toMatch(
      /email: Invalid email address; message: Message must be at least 10/,
    );
    expect(inbox.mailsMentioning(marker)).toHaveLength(0);
  });
});

describe('sendJobApplicationEmail', () => {
  it('sends one mail to the careers address naming the posting', async () => {
    const marker = uniqueMarker();
    const db = adminDb();
    const posting = db.collection('job_postings').doc(`posting-${marker}`);
    await posting.set({ title: `Network Engineer ${marker}`, is_active: true, expires_at: null });
    const ref = await db.collection('job_applications').add({
      job_posting_id: posting.id,
      full_name: 'Aline Uwase',
      email: 'aline.uwase@example.com',
      resume_url: 'https://drive.example.com/resumes/aline-uwase-cv.pdf',
      status: 'pending',
      created_at: FieldValue.serverTimestamp(),
    });

    await deliveryReaching(ref, ['sent']);
    const mail = await oneMailMentioning(marker);
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
    expect(mail.to).toEqual([COMPANY.careersEmail]);
    expect(mail.subject).toBe(`Job application: Network Engineer ${marker} from Aline Uwase`);
    expect(mail.text).toContain('Full name: Aline Uwase\n');
    expect(mail.text).toContain('Resume: https://drive.example.com/resumes/aline-uwase-cv.pdf\n');
    expect(mail.text).toContain('Phone: (not given)\n');
  });
});

describe('sendPartnershipRequestEmail', () => {
  it('sends one mail to the company with the request', async () => {
    const marker = uniqueMarker();
    const ref = await adminDb().collection('partnership_requests').add(partnershipRequest(marker));

    await deliveryReaching(ref, ['sent']);
    const mail = await oneMailMentioning(marker);
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
    expect(mail.to).toEqual([COMPANY.email]);
    expect(mail.subject).toBe(`Partnership request: Rubavu Digital ${marker}`);
    expect(mail.text).toContain('Partnership type: Reseller\n');
    expect(mail.text).toContain('TIN/Company ID: 102345678\n');
  });
});
