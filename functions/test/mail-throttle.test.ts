import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../scripts/lib/emulator-config';
import { MAIL_THROTTLE } from '../src/mail/limits';
import { adminDb, deliveryReaching, uniqueMarker } from './support/emulators';
import { startInbox, type Inbox } from './support/smtp-inbox';

/**
 * The mail throttle on the emulators: the real sendContactEmail trigger, a real SMTP server. The
 * form's window starts empty here and is removed afterwards, so the other suites' mails are not
 * throttled by this flood.
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
});
