import { COMPANY, type SubmissionCollection } from '@kigali/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { MailTransport } from './deliver-submission';
import { MAIL_THROTTLE } from './limits';
import type { ThrottleWindow } from './throttle';

const FORMS: Record<SubmissionCollection, { name: string; to: string }> = {
  contact_messages: { name: 'Contact form', to: COMPANY.email },
  job_applications: { name: 'Job applications', to: COMPANY.careersEmail },
  partnership_requests: { name: 'Partnership requests', to: COMPANY.email },
};

/** A time of day in Kigali, where the company reads its mail. */
const kigaliTime = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-GB', { timeZone: 'Africa/Kigali', hour: '2-digit', minute: '2-digit' });

/**
 * The one mail of a throttle window that tells of the submissions it held back: how many so far,
 * until when more are held, and where to read them and send their mails (the admin inbox).
 */
export function heldMailSummary(collection: SubmissionCollection, window: ThrottleWindow, siteUrl: string) {
  const { name, to } = FORMS[collection];
  const held = window.held ?? 0;
  const from = kigaliTime(window.started_at_ms);
  const until = kigaliTime(window.started_at_ms + MAIL_THROTTLE.windowMs);
  const minutes = MAIL_THROTTLE.windowMs / 60_000;
  return {
    to,
    subject: `${name}: notification mails held back`,
    text: [
      `${name}: more than ${MAIL_THROTTLE.limit} submissions arrived within ${minutes} minutes, so their notification mails are held back from ${from} to ${until} (Kigali time). The submissions are stored; nobody was mailed about them.`,
      '',
      `Held so far: ${held}. Those that arrive until ${until} are held too.`,
      '',
      `Read them in the admin inbox, where "Send held messages again" mails them: ${siteUrl}/admin/inbox`,
      '',
    ].join('\n'),
  };
}

/** Moves the summary of the window that started at `startedAt` from one state to the next, if it is still that window's. */
function moveSummary(
  ref: DocumentReference,
  startedAt: number,
  from: ThrottleWindow['summary'],
  to: NonNullable<ThrottleWindow['summary']>,
): Promise<ThrottleWindow | null> {
  return ref.firestore.runTransaction(async (transaction) => {
    const window = (await transaction.get(ref)).data() as ThrottleWindow | undefined;
    if (!window || window.summary !== from || window.started_at_ms !== startedAt) return null;
    transaction.update(ref, { summary: to });
    return window;
  });
}

/**
 * Sends the summary of the window in `ref` (mail_throttle/{collection}) once it is due, at most once:
 * the window is claimed ("sending") in a transaction first, so a second event finds it taken. A
 * failed send makes it due again and is rethrown, for the platform to retry.
 */
export async function sendHeldMailSummary(
  ref: DocumentReference,
  collection: SubmissionCollection,
  transport: MailTransport,
  from: string,
  siteUrl: string,
): Promise<'sent' | 'skipped'> {
  const due = (await ref.get()).data() as ThrottleWindow | undefined;
  if (due?.summary !== 'due') return 'skipped';
  const window = await moveSummary(ref, due.started_at_ms, 'due', 'sending');
  if (!window) return 'skipped';
  try {
    await transport.sendMail({ from, ...heldMailSummary(collection, window, siteUrl) });
  } catch (error) {
    await moveSummary(ref, window.started_at_ms, 'sending', 'due');
    throw error;
  }
  await moveSummary(ref, window.started_at_ms, 'sending', 'sent');
  return 'sent';
}
