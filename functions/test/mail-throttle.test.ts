import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '@kigali/domain';
import { PORTS, SITE_URL } from '../../scripts/lib/emulator-config';
import { MAIL_THROTTLE } from '../src/mail/limits';
import { adminDb, deliveryReaching, eventually, uniqueMarker } from './support/emulators';
import { startInbox, type Inbox } from './support/smtp-inbox';

/**
 * The mail throttle on the emulators: the real sendContactEmail and sendHeldMailSummary triggers, a
 * real SMTP server. The form's window starts empty here and is removed afterwards, so the other
 * suites' mails are not throttled by this flood.
 */
let inbox: Inbox;
const throttle = () => adminDb().collection('mail_throttle').doc('contact_messages');

beforeAll(async () => {
  inbox = await startInbox(PORTS.smtp);
  await throttle().delete();
});
afterAll(async () => {
  await throttle().delete();
  await inbox?.close();
});

describe('the contact form’s mail throttle', () => {
  it(
    'mails at most the limit of 30 messages sent at once, and gives every one a delivery state',
    { timeout: 180_000 },
    async () => {
      const marker = uniqueMarker();
      const db = adminDb();
      const batch = db.batch();
      const refs = Array.from({ length: 30 }, (_, index) => {
        const ref = db.collection('contact_messages').doc();
        batch.set(ref, {
          name: `Flood ${marker} ${index}`,
          email: 'flood@example.com',
          phone: '+250 788 000 000',
          message: `Message number ${index} of a flood, ${marker}.`,
          created_at: FieldValue.serverTimestamp(),
        });
        return ref;
      });
      await batch.commit();

      const states: string[] = [];
      for (const ref of refs) {
        states.push(String((await deliveryReaching(ref, ['sent', 'throttled', 'failed', 'invalid'])).state));
      }
      const sent = states.filter((state) => state === 'sent').length;
      const throttled = states.filter((state) => state === 'throttled').length;

      // Other suites' contact messages, mailed meanwhile, count in the same window: the flood gets
      // at most the limit, never less than the limit minus those, and the window ends full.
      expect(sent + throttled).toBe(30);
      expect(sent).toBeLessThanOrEqual(MAIL_THROTTLE.limit);
      expect(throttled).toBeGreaterThanOrEqual(30 - MAIL_THROTTLE.limit);
      expect(inbox.mailsMentioning(marker)).toHaveLength(sent);
      expect((await throttle().get()).get('count')).toBe(MAIL_THROTTLE.limit);
    },
  );

  it(
    'tells of the messages it holds back in one mail per window, linking to the inbox',
    { timeout: 120_000 },
    async () => {
      const marker = uniqueMarker();
      // The flood above has its own summary: this test counts the mails that come after it.
      await eventually(
        async () => (['due', 'sending'].includes((await throttle().get()).get('summary')) ? undefined : true),
        'the flood’s summary to be done with',
      );
      const earlier = inbox.mails().length;
      // A window already full, as a flood leaves it.
      await throttle().set({ started_at_ms: Date.now(), count: MAIL_THROTTLE.limit });
      const refs = await Promise.all(
        Array.from({ length: 3 }, (_, index) =>
          adminDb()
            .collection('contact_messages')
            .add({
              name: `Held ${marker} ${index}`,
              email: 'held@example.com',
              phone: '+250 788 000 000',
              message: `A message held back by the throttle, ${marker}.`,
              created_at: FieldValue.serverTimestamp(),
            }),
        ),
      );
      for (const ref of refs)
        expect((await deliveryReaching(ref, ['throttled', 'sent'])).state).toBe('throttled');
      expect(inbox.mailsMentioning(marker)).toHaveLength(0);

      const summary = await eventually(
        async () => (await throttle().get()).get('summary') === 'sent' || undefined,
        'the summary to be sent',
      );
      expect(summary).toBe(true);
      const summaries = inbox
        .mails()
        .slice(earlier)
        .filter((mail) => mail.subject === 'Contact form: notification mails held back');
      expect(summaries).toHaveLength(1);
      expect(summaries[0]!.to).toEqual([COMPANY.email]);
      expect(summaries[0]!.text).toMatch(/Held so far: [1-3]\./);
      expect(summaries[0]!.text).toContain(`${SITE_URL}/admin/inbox`);
      expect((await throttle().get()).get('held')).toBe(3);
    },
  );
});
