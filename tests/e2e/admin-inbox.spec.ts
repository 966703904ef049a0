import { expect, test } from '@playwright/test';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { startInbox, type Inbox } from '../../functions/test/support/smtp-inbox';
import { PORTS } from '../../scripts/lib/emulator-config';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';

/**
 * The inbox against the emulators: messages written with the Admin SDK (and removed afterwards),
 * the real resendSubmission and resendHeldSubmissions Functions. The e2e run has no mail server of
 * its own, so a mail sent from it fails; the tests of a resend that must succeed start a real SMTP
 * server for it.
 */
const created: DocumentReference[] = [];
test.afterEach(async () => {
  await Promise.all(created.splice(0).map((ref) => ref.delete()));
});

/** A contact message with a delivery state already set (the mail trigger then leaves it alone). */
async function contactMessage(name: string, delivery: Record<string, unknown>) {
  const ref = adminDb().collection('contact_messages').doc();
  await ref.set({
    name,
    email: 'inbox.test@example.com',
    phone: '+250 788 000 111',
    message: `A message from ${name}, written by the inbox test.`,
    created_at: FieldValue.serverTimestamp(),
    delivery,
  });
  created.push(ref);
  return ref;
}

test('the inbox pages through 30 new contact messages', async ({ page }) => {
  const marker = `Paging${Date.now()}`;
  for (let index = 0; index < 30; index++) {
    await contactMessage(`${marker} ${String(index).padStart(2, '0')}`, { state: 'sent' });
  }
  const total = (await adminDb().collection('contact_messages').count().get()).data().count;

  await openAsAdmin(page, '/admin/inbox');
  const messages = page.getByRole('region', { name: 'Contact Messages' });
  const mine = messages.getByRole('article').filter({ hasText: marker });
  // Newest first: the first page holds 25 of them.
  await expect(mine).toHaveCount(25);
  await expect(messages.getByRole('status')).toHaveText(`Showing 25 of ${total} messages`);
  await messages.getByRole('button', { name: 'Load more' }).click();
  await expect(mine).toHaveCount(30);
  for (let index = 0; index < 30; index++) {
    await expect(
      mine.getByRole('heading', { name: `${marker} ${String(index).padStart(2, '0')}` }),
    ).toHaveCount(1);
  }
  await expect(messages.getByRole('status')).toHaveText(
    `Showing ${Math.min(50, total)} of ${total} messages`,
  );
});

test('the inbox says what became of each e-mail and sends a failed or throttled one again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const marker = `Resend${Date.now()}`;
  // Five failed attempts: the mail trigger has given up on it, only an admin may send it again.
  const failed = await contactMessage(`${marker} Failed`, { state: 'failed', attempts: 5, error: '451' });
  const throttled = await contactMessage(`${marker} Throttled`, { state: 'throttled' });
  await contactMessage(`${marker} Sent`, { state: 'sent' });

  await openAsAdmin(page, '/admin/inbox');
  const entry = (name: string) => page.getByRole('article').filter({ hasText: `${marker} ${name}` });
  await expect(entry('Sent')).toContainText('E-mail notification: sent');
  await expect(entry('Sent').getByRole('button', { name: /again/ })).toHaveCount(0);
  await expect(entry('Failed')).toContainText(
    'E-mail notification: not sent, the mail server did not accept it',
  );
  await expect(entry('Throttled')).toContainText(
    'E-mail notification: held back, because many submissions arrived at once',
  );

  // No mail server listens yet: the resend is tried, fails, and the admin is told.
  await entry('Throttled')
    .getByRole('button', { name: `Send the e-mail about ${marker} Throttled again` })
    .click();
  await expect(page.getByText('The mail server did not accept the e-mail. Try again later.')).toBeVisible();
  await expect(entry('Throttled')).toContainText(
    'E-mail notification: not sent, the mail server did not accept it',
  );
  expect((await throttled.get()).get('delivery.state')).toBe('failed');

  let inbox: Inbox | undefined;
  try {
    inbox = await startInbox(PORTS.smtp);
    const button = entry('Failed').getByRole('button', {
      name: `Send the e-mail about ${marker} Failed again`,
    });
    await button.click();
    await expect(page.getByText('E-mail sent', { exact: true })).toBeVisible();
    await expect(entry('Failed')).toContainText('E-mail notification: sent');
    await expect(button).toHaveCount(0);
    expect((await failed.get()).get('delivery.state')).toBe('sent');
    expect(inbox.mailsMentioning(`${marker} Failed`)).toHaveLength(1);
  } finally {
    await inbox?.close();
  }
});

test('the inbox sends every message the mail limit held back again, in one action', async ({ page }) => {
  test.setTimeout(90_000);
  const marker = `Held${Date.now()}`;
  const held = [
    await contactMessage(`${marker} One`, { state: 'throttled' }),
    await contactMessage(`${marker} Two`, { state: 'throttled' }),
  ];
  let inbox: Inbox | undefined;
  try {
    inbox = await startInbox(PORTS.smtp);
    await openAsAdmin(page, '/admin/inbox');
    const section = page.getByRole('region', { name: 'Send held messages again' });
    await expect(section).toContainText(
      /submissions were held back without their e-mail notifications, because many arrived at once\./,
    );
    await section.getByRole('button', { name: 'Send held messages again' }).click();
    await expect(page.getByText(/^\d+ e-mails sent$/)).toBeVisible();
    await expect(section).toHaveCount(0);
    const entry = (name: string) => page.getByRole('article').filter({ hasText: `${marker} ${name}` });
    await expect(entry('One')).toContainText('E-mail notification: sent');
    for (const ref of held) expect((await ref.get()).get('delivery.state')).toBe('sent');
    expect(inbox.mailsMentioning(`${marker} One`)).toHaveLength(1);
    expect(inbox.mailsMentioning(`${marker} Two`)).toHaveLength(1);
  } finally {
    await inbox?.close();
  }
});
